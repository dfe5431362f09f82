import Domain
import Testing

/// `BMIInput.validate`, the reading of the BMI form's two fields, held to the spec by
/// `ReferenceBMI`: the prompt it leads to, or none, for generated texts of every kind.
@Suite struct BMIInputOracleTests {
  static let draws = 600

  /// The prompt `validate` leads to, or nil for a valid input.
  static func prompt(height: String, weight: String) -> String? {
    switch BMIInput.validate(height: height, weight: weight) {
    case .success: nil
    case .failure(let problem): problem.specPrompt
    }
  }

  @Test(
    "bmi.input.number-shape, bmi.input.spaces-and-separators, bmi.input.any-surrounding-whitespace: a value is ASCII digits with at most one . or , and at least one digit, and any whitespace around it is ignored",
    arguments: OracleSeeds.all)
  func aFieldIsANumberExactlyWhenTheSpecSaysSo(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let text = BMITextGenerator.padded(
        random.chance(50)
          ? random.pick(BMITextGenerator.nearMisses)
          : BMITextGenerator.decimal(&random, whole: random.int(50...300)),
        &random)
      #expect(
        (BMIInput.parseNumber(text) != nil) == (ReferenceBMI.number(text) != nil), "\(text.debugDescription)")
      #expect(
        Self.prompt(height: text, weight: "65") == ReferenceBMI.prompt(height: text, weight: "65"),
        "\(text.debugDescription)")
      #expect(
        Self.prompt(height: "170", weight: text) == ReferenceBMI.prompt(height: "170", weight: text),
        "\(text.debugDescription)")
    }
  }

  @Test(
    "bmi.input.ranges-inclusive, bmi.prompt.height-invalid, bmi.prompt.weight-invalid: a height outside 50–300 cm or a weight outside 2–500 kg, by however little, reads its field's message, and the bounds are valid",
    arguments: OracleSeeds.all)
  func theRangesHoldToTheLastDigit(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let height = BMITextGenerator.padded(BMITextGenerator.nearBound(&random, bounds: 50...300), &random)
      let weight = BMITextGenerator.padded(BMITextGenerator.nearBound(&random, bounds: 2...500), &random)
      #expect(
        Self.prompt(height: height, weight: "65") == ReferenceBMI.prompt(height: height, weight: "65"),
        "height \(height.debugDescription)")
      #expect(
        Self.prompt(height: "170", weight: weight) == ReferenceBMI.prompt(height: "170", weight: weight),
        "weight \(weight.debugDescription)")
    }
  }

  @Test(
    "bmi.prompt.empty-field, bmi.prompt.height-checked-before-weight, bmi.prompt.height-invalid, bmi.prompt.weight-invalid: an empty field reads Enter height and weight, and the height is checked before the weight",
    arguments: OracleSeeds.all)
  func bothFieldsLeadToThePromptOfTheFirstProblem(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let height = BMITextGenerator.field(&random, bounds: 50...300)
      let weight = BMITextGenerator.field(&random, bounds: 2...500)
      #expect(
        Self.prompt(height: height, weight: weight) == ReferenceBMI.prompt(height: height, weight: weight),
        "height \(height.debugDescription) weight \(weight.debugDescription)")
    }
  }
}
