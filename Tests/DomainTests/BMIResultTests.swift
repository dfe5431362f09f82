import Domain
import Testing

/// The value a user reads and the category beside it, around every cut-off of both standards.
@Suite struct BMIResultTests {
  // MARK: - Cases

  /// A height/weight pair, the raw BMI it produces, and what the screen must show.
  struct Case: CustomTestStringConvertible, Sendable {
    let heightCm: Double
    let weightKg: Double
    let standard: BMIStandard
    /// The unrounded BMI this pair produces; checked, so the case tests what its name says.
    let raw: Double
    let text: String
    let category: BMICategory

    init(
      _ standard: BMIStandard, _ heightCm: Double, _ weightKg: Double, raw: Double, _ text: String,
      _ category: BMICategory
    ) {
      self.standard = standard
      self.heightCm = heightCm
      self.weightKg = weightKg
      self.raw = raw
      self.text = text
      self.category = category
    }

    var testDescription: String {
      "\(standard.rawValue) \(heightCm) cm \(weightKg) kg: raw \(raw) reads \(text) \(category.specName)"
    }
  }

  static let whoCases: [Case] = [
    // Normal starts at 18.5.
    Case(.who, 150, 41.4, raw: 18.4, "18.4", .underweight),
    Case(.who, 194, 69.4, raw: 18.4398, "18.4", .underweight),
    Case(.who, 200, 73.8, raw: 18.45, "18.5", .normal),
    Case(.who, 168, 52.1, raw: 18.4595, "18.5", .normal),
    Case(.who, 200, 74.0, raw: 18.5, "18.5", .normal),
    Case(.who, 153, 43.4, raw: 18.5399, "18.5", .normal),
    Case(.who, 200, 74.4, raw: 18.6, "18.6", .normal),
    // Overweight starts at 25.
    Case(.who, 200, 99.6, raw: 24.9, "24.9", .normal),
    Case(.who, 193, 92.9, raw: 24.9403, "24.9", .normal),
    Case(.who, 200, 99.8, raw: 24.95, "25.0", .overweight),
    Case(.who, 161, 64.7, raw: 24.9605, "25.0", .overweight),
    Case(.who, 180, 81.0, raw: 25.0, "25.0", .overweight),
    Case(.who, 166, 69.0, raw: 25.0399, "25.0", .overweight),
    Case(.who, 200, 100.4, raw: 25.1, "25.1", .overweight),
    // Obese starts at 30.
    Case(.who, 200, 119.6, raw: 29.9, "29.9", .overweight),
    Case(.who, 167, 83.5, raw: 29.9401, "29.9", .overweight),
    Case(.who, 200, 119.8, raw: 29.95, "30.0", .obese),
    Case(.who, 163, 79.6, raw: 29.9597, "30.0", .obese),
    Case(.who, 150, 67.5, raw: 30.0, "30.0", .obese),
    Case(.who, 183, 100.6, raw: 30.0397, "30.0", .obese),
    Case(.who, 200, 120.4, raw: 30.1, "30.1", .obese),
    // Taiwan's Overweight and Obese would be WHO Normal and Overweight.
    Case(.who, 150, 54.0, raw: 24.0, "24.0", .normal),
    Case(.who, 200, 108.0, raw: 27.0, "27.0", .overweight),
  ]

  static let taiwanCases: [Case] = [
    // Normal starts at 18.5, as in WHO.
    Case(.taiwan, 150, 41.4, raw: 18.4, "18.4", .underweight),
    Case(.taiwan, 194, 69.4, raw: 18.4398, "18.4", .underweight),
    Case(.taiwan, 200, 73.8, raw: 18.45, "18.5", .normal),
    Case(.taiwan, 200, 74.0, raw: 18.5, "18.5", .normal),
    Case(.taiwan, 200, 74.4, raw: 18.6, "18.6", .normal),
    // Overweight starts at 24.
    Case(.taiwan, 200, 95.6, raw: 23.9, "23.9", .normal),
    Case(.taiwan, 194, 90.1, raw: 23.9398, "23.9", .normal),
    Case(.taiwan, 200, 95.8, raw: 23.95, "24.0", .overweight),
    Case(.taiwan, 185, 82.0, raw: 23.9591, "24.0", .overweight),
    Case(.taiwan, 150, 54.0, raw: 24.0, "24.0", .overweight),
    Case(.taiwan, 191, 87.7, raw: 24.0399, "24.0", .overweight),
    Case(.taiwan, 200, 96.4, raw: 24.1, "24.1", .overweight),
    // Obese starts at 27.
    Case(.taiwan, 200, 107.6, raw: 26.9, "26.9", .overweight),
    Case(.taiwan, 177, 84.4, raw: 26.9399, "26.9", .overweight),
    Case(.taiwan, 200, 107.8, raw: 26.95, "27.0", .obese),
    Case(.taiwan, 169, 77.0, raw: 26.9598, "27.0", .obese),
    Case(.taiwan, 200, 108.0, raw: 27.0, "27.0", .obese),
    Case(.taiwan, 153, 63.3, raw: 27.0409, "27.0", .obese),
    Case(.taiwan, 200, 108.4, raw: 27.1, "27.1", .obese),
    // WHO's Overweight boundary means nothing here.
    Case(.taiwan, 180, 81.0, raw: 25.0, "25.0", .overweight),
  ]

  static let everydayCases: [Case] = [
    Case(.who, 200, 91.6, raw: 22.9, "22.9", .normal),
    Case(.who, 168, 64.8, raw: 22.9592, "23.0", .normal),
    Case(.who, 178, 73.0, raw: 23.0400, "23.0", .normal),
    Case(.who, 153, 53.7, raw: 22.9399, "22.9", .normal),
    // Computed as 18.749999… and 23.749999…: binary noise must not pull a half down.
    Case(.who, 160, 48.0, raw: 18.75, "18.8", .normal),
    Case(.taiwan, 160, 60.8, raw: 23.75, "23.8", .normal),
    Case(.who, 184, 105.8, raw: 31.25, "31.3", .obese),
    Case(.who, 300, 2, raw: 0.2222, "0.2", .underweight),
    Case(.who, 50, 500, raw: 2000, "2000.0", .obese),
  ]

  // MARK: - Tests

  @Test(arguments: whoCases + taiwanCases + everydayCases)
  func valueIsRoundedToOneDecimalAndCategoryIsThatOfTheRoundedValue(_ testCase: Case) throws {
    let meters = testCase.heightCm / 100
    let raw = testCase.weightKg / (meters * meters)
    try #require(abs(raw - testCase.raw) < 0.0001, "the pair produces \(raw), not \(testCase.raw)")

    let result = BMIResult(
      measurement: BMIMeasurement(heightCm: testCase.heightCm, weightKg: testCase.weightKg),
      standard: testCase.standard)

    #expect(result.formattedValue == testCase.text)
    #expect(result.value == Double(testCase.text))
    #expect(result.category == testCase.category)
    #expect(result.standard == testCase.standard)
  }

  @Test(arguments: BMIStandard.allCases)
  func shownCategoryAlwaysAgreesWithShownValue(_ standard: BMIStandard) {
    var disagreements: [String] = []
    for heightCm in stride(from: 150.0, through: 200, by: 1) {
      for tenthsOfKg in 300...1200 {
        let measurement = BMIMeasurement(heightCm: heightCm, weightKg: Double(tenthsOfKg) / 10)
        let result = BMIResult(measurement: measurement, standard: standard)
        let shown = Double(result.formattedValue)
        if shown != result.value || shown.map(standard.category(of:)) != result.category {
          disagreements.append("\(heightCm) cm \(measurement.weightKg) kg: \(result)")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  struct FormatCase: CustomTestStringConvertible, Sendable {
    let value: Double
    let text: String
    var testDescription: String { "\(value) reads \(text)" }
  }

  @Test(arguments: [
    FormatCase(value: 22.9, text: "22.9"),
    FormatCase(value: 23, text: "23.0"),
    FormatCase(value: 0, text: "0.0"),
    FormatCase(value: 0.2, text: "0.2"),
    FormatCase(value: 2000, text: "2000.0"),
    FormatCase(value: 24.94999999, text: "24.9"),
    FormatCase(value: -0.5, text: "-0.5"),
    FormatCase(value: -1.5, text: "-1.5"),
  ])
  func formatAlwaysShowsOneDecimalWithADot(_ testCase: FormatCase) {
    #expect(BMIResult.format(testCase.value) == testCase.text)
  }
}
