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

  /// The rule read character by character, as it is written: the byte-by-byte parser must agree
  /// with it on any text.
  static func referenceNumber(_ text: String) -> Double? {
    var characters = Substring(text)
    while let first = characters.first, first.isWhitespace { characters.removeFirst() }
    while let last = characters.last, last.isWhitespace { characters.removeLast() }
    var separators = 0
    var digits = 0
    for character in characters {
      if character == "." || character == "," {
        separators += 1
      } else if character.isASCII && character.isNumber {
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0, separators <= 1 else { return nil }
    return Double(String(characters.map { $0 == "," ? "." : $0 }))
  }

  @Test(arguments: 0..<4)
  func parseNumberAgreesWithTheRuleReadCharacterByCharacter(seed: UInt64) {
    var state = seed &+ 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = [
      "0", "1", "7", "9", ".", ",", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{85}", "e", "-", "٧",
      ".\u{301}", "5\u{301}", " \u{301}", "\u{0600}1", "é",
    ]
    for _ in 0..<2_000 {
      let text = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
      #expect(BMIInput.parseNumber(text) == Self.referenceNumber(text), "\(text.debugDescription)")
    }
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
      #expect(testCase.prompt == problem.specPrompt)
      #expect(testCase.measurement == nil)
    }
  }

  @Test func problemMessagesAreTheExactPromptTexts() {
    #expect(BMIInputProblem.missingInput.specPrompt == "Enter height and weight")
    #expect(BMIInputProblem.heightOutOfRange.specPrompt == "Height must be 50–300 cm")
    #expect(BMIInputProblem.weightOutOfRange.specPrompt == "Weight must be 2–500 kg")
  }

  @Test func rangesAreFiftyToThreeHundredCentimetresAndTwoToFiveHundredKilograms() {
    #expect(BMIInput.heightRange == 50...300)
    #expect(BMIInput.weightRange == 2...500)
  }
}
