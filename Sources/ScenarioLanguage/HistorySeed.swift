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
  struct Entry: Decodable, Sendable {
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
    var ids: Set<String> = []
    for (index, entry) in entries.enumerated() {
      let (date, standard): (Date, BMIStandard)
      switch check(entry, at: index, isDuplicate: !ids.insert(entry.id).inserted) {
      case .success(let checked): (date, standard) = checked
      case .failure(let problem):
        throw ScenarioDiagnostic(
          location: location,
          problem: .fixtureDoesNotFit(path, target: target, detail: problem.detail, shape: shape))
      }
      let measurement = BMIMeasurement(heightCm: entry.heightCm, weightKg: entry.weightKg)
      records.append(
        BMIRecord(
          id: entry.id, date: date, measurement: measurement,
          result: BMIResult(measurement: measurement, standard: standard)))
    }
    return records
  }

  /// What is wrong with an entry, phrased like `DTODecoder`'s messages.
  private struct EntryProblem: Error {
    let detail: String
  }

  /// The entry's date and standard, or what is wrong with it.
  private static func check(
    _ entry: Entry, at index: Int, isDuplicate: Bool
  ) -> Result<(Date, BMIStandard), EntryProblem> {
    func fail(_ detail: String) -> Result<(Date, BMIStandard), EntryProblem> {
      .failure(EntryProblem(detail: detail))
    }
    if isDuplicate { return fail("duplicate id `\(ShownText.shown(entry.id))` at [\(index)]") }
    let date: Date
    switch InstantSyntax.parse(entry.date) {
    case .success(let parsed): date = parsed
    case .failure(.shape):
      return fail(
        "expected an ISO 8601 instant for `date` at [\(index)], found `\(ShownText.shown(entry.date))`"
      )
    case .failure(.calendar(let reason)):
      return fail("bad `date` `\(ShownText.shown(entry.date))` at [\(index)]: \(reason)")
    }
    if !BMIInput.heightRange.contains(entry.heightCm) {
      return fail("`height_cm` at [\(index)] is outside 50–300")
    }
    if !BMIInput.weightRange.contains(entry.weightKg) {
      return fail("`weight_kg` at [\(index)] is outside 2–500")
    }
    guard let standard = BMIStandard(rawValue: entry.standard) else {
      return fail(
        "expected `WHO` or `Taiwan` for `standard` at [\(index)], found `\(ShownText.shown(entry.standard))`")
    }
    return .success((date, standard))
  }
}
