import Domain
import Foundation
import Testing

/// What the history store keeps, and the order the History tab shows it in.
@Suite struct BMIRecordTests {
  static let nineAM = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z

  static func makeRecord(_ id: String, at minutes: Double) -> BMIRecord {
    BMIRecord(
      id: id, date: nineAM.addingTimeInterval(minutes * 60), heightCm: 170, weightKg: 65, value: 22.5,
      category: .normal, standard: .who)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// Ids and minutes after 2026-01-01 09:00 UTC, in the store's order.
    let records: [(String, Double)]
    let newestFirst: [String]
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "no records", records: [], newestFirst: []),
    Case(name: "oldest first", records: [("r1", 0), ("r2", 1), ("r3", 2)], newestFirst: ["r3", "r2", "r1"]),
    Case(name: "mixed", records: [("a", 5), ("b", -60), ("c", 90)], newestFirst: ["c", "a", "b"]),
    Case(
      name: "ties keep store order", records: [("r2", 0), ("r1", 0), ("r3", 0)],
      newestFirst: ["r2", "r1", "r3"]),
    Case(
      name: "ties between others keep store order",
      records: [("z", 0), ("new", 10), ("y", 0), ("old", -10)],
      newestFirst: ["new", "z", "y", "old"]),
  ])
  func sortedNewestFirstIsStable(_ testCase: Case) {
    let records = testCase.records.map { Self.makeRecord($0.0, at: $0.1) }
    #expect(records.sortedNewestFirst().map(\.id) == testCase.newestFirst)
  }

  @Test func recordCopiesTheMeasurementAndTheResult() {
    let measurement = BMIMeasurement(heightCm: 200, weightKg: 99.8)
    let result = BMIResult(measurement: measurement, standard: .who)
    let record = BMIRecord(id: "r1", date: Self.nineAM, measurement: measurement, result: result)
    #expect(
      record
        == BMIRecord(
          id: "r1", date: Self.nineAM, heightCm: 200, weightKg: 99.8, value: 25, category: .overweight,
          standard: .who))
  }

  @Test func recordSurvivesAJSONRoundTripWithReadableCategoryAndStandard() throws {
    let record = BMIRecord(
      id: "r1", date: Self.nineAM, heightCm: 170, weightKg: 72.1, value: 24.9, category: .overweight,
      standard: .taiwan)
    let data = try JSONEncoder().encode(record)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""category":"Overweight""#))
    #expect(text.contains(#""standard":"Taiwan""#))
    #expect(try JSONDecoder().decode(BMIRecord.self, from: data) == record)
  }
}
