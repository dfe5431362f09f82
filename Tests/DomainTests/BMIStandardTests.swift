import Domain
import Testing

/// The cut-off tables, applied to values that are already rounded to one decimal.
@Suite struct BMIStandardTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let standard: BMIStandard
    let value: Double
    let category: BMICategory
    var testDescription: String { "\(standard.rawValue) \(value) is \(category.specName)" }
  }

  /// Below, on and above every cut-off, built from one line per boundary.
  static let cases: [Case] = {
    let boundaries: [(BMIStandard, Double, below: BMICategory, from: BMICategory)] = [
      (.who, 18.5, .underweight, .normal),
      (.who, 25, .normal, .overweight),
      (.who, 30, .overweight, .obese),
      (.taiwan, 18.5, .underweight, .normal),
      (.taiwan, 24, .normal, .overweight),
      (.taiwan, 27, .overweight, .obese),
    ]
    return boundaries.flatMap { standard, cut, below, from in
      [
        Case(standard: standard, value: (cut * 10 - 1) / 10, category: below),
        Case(standard: standard, value: cut, category: from),
        Case(standard: standard, value: (cut * 10 + 1) / 10, category: from),
      ]
    }
  }()

  @Test(arguments: cases)
  func categoryStartsExactlyAtEachCutOff(_ testCase: Case) {
    #expect(testCase.standard.category(of: testCase.value) == testCase.category)
  }

  @Test func cutOffsAreTheWHOAndTaiwanTables() {
    #expect(BMIStandard.who.cutOffs == (normal: 18.5, overweight: 25, obese: 30))
    #expect(BMIStandard.taiwan.cutOffs == (normal: 18.5, overweight: 24, obese: 27))
  }

  @Test func extremesFallInTheOuterCategories() {
    for standard in BMIStandard.allCases {
      #expect(standard.category(of: 0) == .underweight)
      #expect(standard.category(of: 2000) == .obese)
    }
  }
}
