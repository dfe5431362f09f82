import Domain
import Foundation

/// The `store seed` fixture: an array of records with `id`, `date` (ISO 8601), `height_cm`,
/// `weight_kg` and `standard` (`WHO` or `Taiwan`). Value and category are computed with Domain's
/// BMI rules, so a seeded record reads exactly like one the app saved.
enum HistorySeed {
  static let target = "store seed"
  static let shape =
    "an array of records (`id`, `date`, `height_cm`, `weight_kg`, `standard`)"

  /// One record as the fixture holds it.
  struct Entry: Decodable {
    let id: String
    let date: String
    let heightCm: Double
    let weightKg: Double
    let standard: String

    enum CodingKeys: String, CodingKey {
      case id, date, standard
      case heightCm = "height_cm"
      case weightKg = "weight_kg"
    }
  }

  /// The records of the fixture at `path`, checked one by one.
  static func records(
    from fixtures: FixtureReader, path: String, at location: ScenarioLocation
  ) throws(ScenarioDiagnostic) -> [BMIRecord] {
    let entries = try fixtures.decode([Entry].self, path: path, at: location, for: target, shape: shape)
    var records: [BMIRecord] = []
    for (index, entry) in entries.enumerated() {
      if let detail = problem(with: entry, at: index, previous: records) {
        throw ScenarioDiagnostic(
          location: location,
          problem: .fixtureDoesNotFit(path, target: target, detail: detail, shape: shape))
      }
      let measurement = BMIMeasurement(heightCm: entry.heightCm, weightKg: entry.weightKg)
      let standard = BMIStandard(rawValue: entry.standard)!
      records.append(
        BMIRecord(
          id: entry.id, date: ISO8601.parse(entry.date)!, measurement: measurement,
          result: BMIResult(measurement: measurement, standard: standard)))
    }
    return records
  }

  /// What is wrong with one entry, phrased like `DTODecoder`'s messages.
  private static func problem(with entry: Entry, at index: Int, previous: [BMIRecord]) -> String? {
    if previous.contains(where: { $0.id == entry.id }) { return "duplicate id `\(entry.id)` at [\(index)]" }
    if ISO8601.parse(entry.date) == nil {
      return "expected an ISO 8601 instant for `date` at [\(index)], found `\(entry.date)`"
    }
    if !BMIInput.heightRange.contains(entry.heightCm) {
      return "`height_cm` at [\(index)] is outside 50–300"
    }
    if !BMIInput.weightRange.contains(entry.weightKg) {
      return "`weight_kg` at [\(index)] is outside 2–500"
    }
    if BMIStandard(rawValue: entry.standard) == nil {
      return "expected `WHO` or `Taiwan` for `standard` at [\(index)], found `\(entry.standard)`"
    }
    return nil
  }
}
