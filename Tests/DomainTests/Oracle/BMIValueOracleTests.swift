import Domain
import Testing

/// `BMIResult`, the value and category the form shows for a valid input, held to the spec by
/// `ReferenceBMI`'s whole-number arithmetic. Heights and weights are drawn to the hundredth: the
/// spec rounds "after binary noise is removed", and the BMI of inputs with more decimals can lie
/// nearer a half tenth than any noise a `Double` could remove.
@Suite struct BMIValueOracleTests {
  static let draws = 800

  /// What the form shows for a height and a weight in hundredths: the value and the category.
  static func shown(
    heightHundredths: Int, weightHundredths: Int, standard: BMIStandard, _ random: inout OracleRandom
  )
    -> (value: String, category: String)?
  {
    let height = BMITextGenerator.text(hundredths: heightHundredths, &random)
    let weight = BMITextGenerator.text(hundredths: weightHundredths, &random)
    guard case .success(let measurement) = BMIInput.validate(height: height, weight: weight) else {
      return nil
    }
    let result = BMIResult(measurement: measurement, standard: standard)
    return (result.formattedValue, result.category.specName)
  }

  /// The value and category the spec gives the same input.
  static func expected(
    heightHundredths: Int, weightHundredths: Int, standard: BMIStandard
  ) -> (String, String) {
    let tenths = ReferenceBMI.tenths(heightHundredths: heightHundredths, weightHundredths: weightHundredths)
    return (
      ReferenceBMI.text(tenths: tenths), ReferenceBMI.category(tenths: tenths, taiwan: standard == .taiwan)
    )
  }

  @Test(
    "bmi.value.rounded-one-decimal, bmi.value.rounding-half-away, bmi.value.always-one-decimal: the value is weight over the square of the height in metres, rounded half away from zero to one decimal and shown with one decimal",
    arguments: OracleSeeds.all)
  func theValueIsTheBMIRoundedHalfAwayFromZero(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let (height, weight) =
        random.chance(10)
        ? random.pick(Self.nearestToAHalf)
        : random.chance(50) ? Self.anyInput(&random) : Self.halfTenth(&random)
      let standard = random.pick(BMIStandard.allCases)
      let shown = Self.shown(heightHundredths: height, weightHundredths: weight, standard: standard, &random)
      let expected = Self.expected(heightHundredths: height, weightHundredths: weight, standard: standard)
      #expect(shown?.value == expected.0, "height \(height)/100 weight \(weight)/100")
    }
  }

  @Test(
    "bmi.category.of-rounded-value, bmi.category.who-cut-offs, bmi.category.taiwan-cut-offs: the category is the one of the rounded value, with WHO's cut-offs 18.5, 25 and 30 and Taiwan's 18.5, 24 and 27",
    arguments: OracleSeeds.all)
  func theCategoryIsTheOneOfTheRoundedValue(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let (height, weight) = random.chance(25) ? Self.anyInput(&random) : Self.nearCutOff(&random)
      for standard in BMIStandard.allCases {
        let shown = Self.shown(
          heightHundredths: height, weightHundredths: weight, standard: standard, &random)
        let expected = Self.expected(heightHundredths: height, weightHundredths: weight, standard: standard)
        #expect(shown?.category == expected.1, "\(standard) height \(height)/100 weight \(weight)/100")
      }
    }
  }

  // MARK: - Inputs

  /// Any valid height and weight, in hundredths.
  static func anyInput(_ random: inout OracleRandom) -> (Int, Int) {
    (random.int(5_000...30_000), random.int(200...50_000))
  }

  /// Every height and weight typed to a tenth (in hundredths here) whose BMI lies within
  /// 5·10⁻⁸ of a half tenth without being on it, found by trying all twelve million: the inputs
  /// that tell rounding the exact value from rounding a value snapped too coarsely.
  static let nearestToAHalf = [
    (13_430, 10_380), (20_020, 40_060), (21_190, 12_550), (21_190, 37_650), (26_860, 41_520),
    (28_180, 44_510),
  ]

  /// Heights (in hundredths of a cm) for which some weight to the hundredth of a kg gives a BMI
  /// of exactly a tenth and a half: the BMI is `weight × 10⁶ / height²`.
  static let roundHeights = [10_000, 12_000, 14_000, 16_000, 20_000, 22_000, 30_000]

  /// An input whose BMI is exactly a tenth and a half, from 10.05 to 99.95 (`24.95` reads `25.0`).
  static func halfTenth(_ random: inout OracleRandom) -> (Int, Int) {
    while true {
      let height = random.pick(roundHeights)
      let twentieths = 2 * random.int(100...999) + 1
      let numerator = twentieths * height * height
      guard numerator % 20_000_000 == 0 else { continue }
      let weight = numerator / 20_000_000
      if (200...50_000).contains(weight) { return (height, weight) }
    }
  }

  /// An input whose BMI lies within about 0.1 of a cut-off of either standard, or of 18.45 and
  /// 18.5 (`18.49 reads "18.5" and "Normal"`).
  static func nearCutOff(_ random: inout OracleRandom) -> (Int, Int) {
    let target = random.pick([1_845, 1_850, 2_400, 2_500, 2_700, 3_000]) + random.int(-10...10)
    let height = random.int(14_000...21_000)
    // weight (hundredths) = BMI × height² (m²) × 100 = target/100 × (height/10⁴)² × 100.
    let weight = (target * height * height + 50_000_000) / 100_000_000
    return (height, min(max(weight, 200), 50_000))
  }
}
