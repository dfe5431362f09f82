import Domain
import Foundation
import Testing

/// `ISO8601.parse`, the one reading of an order's `created_at`, held to the spec's sentence about
/// instants by `ReferenceInstant`.
@Suite struct InstantOracleTests {
  static let draws = 800

  @Test(
    "orders.sort.instant-forms: a created_at is an instant when it is a date the calendar has and a time of day from 00:00:00 to 23:59:59, with an optional fraction of a second and Z or a ±hh:mm offset",
    arguments: OracleSeeds.all)
  func parseFindsAnInstantExactlyWhereTheSpecDoes(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let text = InstantTextGenerator.text(&random)
      let reference = ReferenceInstant(text)
      let parsed = ISO8601.parse(text)
      #expect((parsed != nil) == (reference != nil), "\(text.debugDescription)")
      guard let parsed, let reference else { continue }
      if reference.fraction.isEmpty {
        #expect(parsed.timeIntervalSince1970 == Double(reference.seconds), "\(text.debugDescription)")
      } else {
        let expected = reference.secondsSince1970
        #expect(
          abs(parsed.timeIntervalSince1970 - expected) <= Self.resolution(at: expected),
          "\(text.debugDescription)")
      }
    }
  }

  /// How closely a `Date` can hold an instant `seconds` after 1970: it keeps a `Double` of seconds
  /// since 2001, whose steps are 0.1 µs in 2026 and 30 µs in 9999; a microsecond at least.
  static func resolution(at seconds: Double) -> Double {
    max(1e-6, 2 * (seconds - 978_307_200).magnitude.ulp)
  }

  @Test(
    "orders.sort.instant-forms: every instant the spec allows is read, whatever its year, its day and its offset",
    arguments: OracleSeeds.all)
  func parseReadsEveryWellFormedInstant(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let text = InstantTextGenerator.instant(&random, wellFormed: true)
      let reference = ReferenceInstant(text)
      #expect(reference != nil, "the generator wrote \(text.debugDescription)")
      #expect(ISO8601.parse(text) != nil, "\(text.debugDescription)")
    }
  }
}
