import Domain
import Foundation
import Testing

/// `BMIRecord.formattedHeight` and `formattedWeight` held to the spec: a height or weight typed to
/// the hundredth reads rounded half away from zero to one decimal, counted out on its digits.
@Suite struct MeasurementOracleTests {
  static let draws = 2_000

  @Test(
    "history.detail.measurements-one-decimal: a record's height and weight read rounded half away to one decimal",
    arguments: OracleSeeds.all)
  func measurementsReadAsTheirDigitsRound(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let height = random.int(50_00...300_00)
      let weight = random.int(2_00...500_00)
      let record = BMIRecord(
        id: "r1", date: Date(timeIntervalSince1970: 0), heightCm: Self.typed(height),
        weightKg: Self.typed(weight), value: 22.9, category: .normal, standard: .who)
      #expect(record.formattedHeight == Self.reference(height), "\(height)")
      #expect(record.formattedWeight == Self.reference(weight), "\(weight)")
    }
  }

  /// The value typed as `whole.hundredths`, read as the form reads it.
  static func typed(_ hundredths: Int) -> Double {
    let fraction = hundredths % 100
    return Double("\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)")!
  }

  /// The text of `hundredths` rounded half away from zero to tenths.
  static func reference(_ hundredths: Int) -> String {
    let tenths = (hundredths + 5) / 10
    return "\(tenths / 10).\(tenths % 10)"
  }
}
