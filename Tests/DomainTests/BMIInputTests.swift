import Domain
import Testing

/// Parsing and validation of the `bmi.height` and `bmi.weight` fields, and the prompt they lead to.
@Suite struct BMIInputTests {
  static let enterBoth = "Enter height and weight"
  static let heightRange = "Height must be 50–300 cm"
  static let weightRange = "Weight must be 2–500 kg"

  // MARK: - One number

  struct ParseCase: CustomTestStringConvertible, Sendable {
    let text: String
    let number: Double?
    var testDescription: String {
      "\(text.debugDescription) parses as \(number.map { "\($0)" } ?? "nothing")"
    }
  }

  @Test(arguments: [
    ParseCase(text: "170", number: 170),
    ParseCase(text: "70.5", number: 70.5),
    ParseCase(text: "70,5", number: 70.5),
    ParseCase(text: "  170  ", number: 170),
    ParseCase(text: "\t70,5\n", number: 70.5),
    ParseCase(text: "070.50", number: 70.5),
    ParseCase(text: ".5", number: 0.5),
    ParseCase(text: "5.", number: 5),
    ParseCase(text: "", number: nil),
    ParseCase(text: "   ", number: nil),
    ParseCase(text: ".", number: nil),
    ParseCase(text: "1.2.3", number: nil),
    ParseCase(text: "1,2.3", number: nil),
    ParseCase(text: "1,234.5", number: nil),
    ParseCase(text: "abc", number: nil),
    ParseCase(text: "70kg", number: nil),
    ParseCase(text: "1e3", number: nil),
    ParseCase(text: "-70", number: nil),
    ParseCase(text: "+70", number: nil),
    ParseCase(text: "1 70", number: nil),
    ParseCase(text: "٧٠", number: nil),
  ])
  func parseNumberAcceptsDigitsWithAtMostOneDotOrComma(_ testCase: ParseCase) {
    #expect(BMIInput.parseNumber(testCase.text) == testCase.number)
  }

  // MARK: - Both fields

  struct ValidateCase: CustomTestStringConvertible, Sendable {
    let height: String
    let weight: String
    /// The measurement, or nil when `prompt` is expected.
    let measurement: BMIMeasurement?
    let prompt: String?

    static func valid(_ height: String, _ weight: String, _ heightCm: Double, _ weightKg: Double) -> Self {
      Self(
        height: height, weight: weight, measurement: BMIMeasurement(heightCm: heightCm, weightKg: weightKg),
        prompt: nil)
    }

    static func invalid(_ height: String, _ weight: String, _ prompt: String) -> Self {
      Self(height: height, weight: weight, measurement: nil, prompt: prompt)
    }

    var testDescription: String {
      "height \(height.debugDescription) weight \(weight.debugDescription) → "
        + (prompt.map { "\"\($0)\"" } ?? "valid")
    }
  }

  @Test(arguments: [
    ValidateCase.valid("170", "65", 170, 65),
    ValidateCase.valid(" 170 ", " 65 ", 170, 65),
    ValidateCase.valid("170.5", "65,2", 170.5, 65.2),
    ValidateCase.valid("170,5", "65.2", 170.5, 65.2),
    // Ranges are inclusive at both ends.
    ValidateCase.valid("50", "2", 50, 2),
    ValidateCase.valid("300", "500", 300, 500),
    ValidateCase.valid("50.0", "2,0", 50, 2),
    ValidateCase.invalid("49.9", "65", heightRange),
    ValidateCase.invalid("300.1", "65", heightRange),
    ValidateCase.invalid("170", "1.9", weightRange),
    ValidateCase.invalid("170", "500.1", weightRange),
    ValidateCase.invalid("0", "65", heightRange),
    // Not a number: the field's range message.
    ValidateCase.invalid("abc", "65", heightRange),
    ValidateCase.invalid("170", "abc", weightRange),
    ValidateCase.invalid("-170", "65", heightRange),
    ValidateCase.invalid("170", "-65", weightRange),
    ValidateCase.invalid("1.70.0", "65", heightRange),
    ValidateCase.invalid("170", "6,5,0", weightRange),
    ValidateCase.invalid("1 70", "65", heightRange),
    // Empty or spaces only.
    ValidateCase.invalid("", "65", enterBoth),
    ValidateCase.invalid("170", "", enterBoth),
    ValidateCase.invalid("", "", enterBoth),
    ValidateCase.invalid("   ", "65", enterBoth),
    ValidateCase.invalid("170", "  ", enterBoth),
    // Height is checked before weight.
    ValidateCase.invalid("abc", "abc", heightRange),
    ValidateCase.invalid("49", "501", heightRange),
    ValidateCase.invalid("abc", "", heightRange),
    ValidateCase.invalid("", "abc", enterBoth),
    ValidateCase.invalid("", "501", enterBoth),
  ])
  func validateReturnsTheMeasurementOrTheFirstPrompt(_ testCase: ValidateCase) {
    switch BMIInput.validate(height: testCase.height, weight: testCase.weight) {
    case .success(let measurement):
      #expect(testCase.measurement == measurement)
      #expect(testCase.prompt == nil)
    case .failure(let problem):
      #expect(testCase.prompt == problem.message)
      #expect(testCase.measurement == nil)
    }
  }

  @Test func problemMessagesAreTheExactPromptTexts() {
    #expect(BMIInputProblem.missingInput.message == "Enter height and weight")
    #expect(BMIInputProblem.heightOutOfRange.message == "Height must be 50–300 cm")
    #expect(BMIInputProblem.weightOutOfRange.message == "Weight must be 2–500 kg")
  }

  @Test func rangesAreFiftyToThreeHundredCentimetresAndTwoToFiveHundredKilograms() {
    #expect(BMIInput.heightRange == 50...300)
    #expect(BMIInput.weightRange == 2...500)
  }
}
