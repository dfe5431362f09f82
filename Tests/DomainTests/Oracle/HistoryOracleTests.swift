import Domain
import Foundation
import Testing

/// `HistoryDateFormatter` and `[BMIRecord].sortedNewestFirst()` held to the spec by
/// `ReferenceCalendar` and `ReferenceSort`.
@Suite struct HistoryOracleTests {
  static let draws = 800

  /// The first and last instants drawn: from 1600 on, where the Gregorian calendar is the one in
  /// use (the spec does not say how History writes a date before the reform of 1582), to the last
  /// second of 9999.
  static let earliest = ReferenceCalendar.daysSince1970(year: 1600, month: 1, day: 1) * 86_400
  static let latest = ReferenceCalendar.daysSince1970(year: 9999, month: 12, day: 31) * 86_400 + 86_399

  @Test(
    "history.date.utc-format: a row's date reads year-month-day hour:minute in UTC, such as 2026-01-01 09:00",
    arguments: OracleSeeds.all)
  func historyDatesReadAsTheCalendarCountsThem(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let seconds = Self.instant(&random)
      let expected = Self.reference(seconds)
      #expect(
        HistoryDateFormatter.format(Date(timeIntervalSince1970: seconds)) == expected, "\(seconds)")
    }
  }

  /// Seconds since 1970, often at the edge of a minute, a day, a month or a year, with a fraction
  /// the row drops.
  static func instant(_ random: inout OracleRandom) -> Double {
    let whole: Int
    if random.chance(50) {
      let year =
        random.chance(50)
        ? random.pick(InstantTextGenerator.notableYears.filter { $0 >= 1600 }) : random.int(1600...9999)
      let month = random.int(1...12)
      let day = random.pick([1, ReferenceCalendar.days(inMonth: month, year: year)])
      let start = ReferenceCalendar.daysSince1970(year: year, month: month, day: day) * 86_400
      whole = start + random.pick([-61, -60, -1, 0, 1, 59, 60, 86_399])
    } else {
      whole = random.int(Self.earliest...Self.latest)
    }
    let clamped = min(max(whole, Self.earliest), Self.latest)
    return Double(clamped) + random.pick([0, 0, 0.5, 0.9, 0.999])
  }

  /// The row's text for `seconds` since 1970, counted out by hand: the whole minutes, then the
  /// days and the time of day, then the date of that day.
  static func reference(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.down))
    let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
    let secondOfDay = whole - days * 86_400
    let date = ReferenceCalendar.date(daysSince1970: days)
    let pad = InstantTextGenerator.pad
    return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2)) "
      + "\(pad(secondOfDay / 3_600, 2)):\(pad(secondOfDay % 3_600 / 60, 2))"
  }

  @Test(
    "history.rows.newest-first, history.sort.ties-keep-store-order: records show newest first, and records with the same date keep the store's order",
    arguments: OracleSeeds.all)
  func recordsSortAsTheSpecSays(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let pool = (0..<random.int(1...4)).map { _ in random.int(-3_000...3_000) }
      let stored = (0..<random.int(0...10)).map { index in (id: "r\(index)", millisecond: random.pick(pool)) }
      let records = stored.map {
        BMIRecord(
          id: $0.id, date: Date(timeIntervalSince1970: 1_767_258_000 + Double($0.millisecond) / 1000),
          heightCm: 170, weightKg: 65, value: 22.5, category: .normal, standard: .who)
      }
      let expected = ReferenceSort.newestFirst(stored) { $0.millisecond > $1.millisecond }
      #expect(records.sortedNewestFirst().map(\.id) == expected.map(\.id), "\(stored)")
    }
  }
}
