import Domain
import Testing

/// `[Order].sortedNewestFirst()` on orders made from the API's payloads, held to the spec's order
/// by `ReferenceSort` and `ReferenceInstant`.
@Suite struct OrderSortOracleTests {
  /// Pools of `created_at` texts drawn per seed; three payloads are drawn from each.
  static let draws = 120

  @Test(
    "orders.rows.newest-first, orders.sort.ties-keep-api-order: orders show newest first, orders with the same created_at keep the API's order, and one that is not an instant sorts as the oldest",
    arguments: OracleSeeds.all)
  func ordersSortAsTheSpecSays(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let pool = Self.createdAtPool(&random).map { (createdAt: $0, instant: ReferenceInstant($0)) }
      for _ in 0..<3 {
        let payload = (0..<random.int(0...10)).map { index in
          let drawn = random.pick(pool)
          return (id: "o\(index)", createdAt: drawn.createdAt, instant: drawn.instant)
        }
        let orders = payload.map {
          OrderDTO(orderID: $0.id, productID: "p1", productName: "Laptop", total: 1, createdAt: $0.createdAt)
            .toDomain()
        }
        let expected = ReferenceSort.newestFirst(payload) { newer, older in
          switch (newer.instant, older.instant) {
          case (let newer?, let older?): newer.isLater(than: older)
          case (.some, nil): true
          case (nil, _): false
          }
        }
        #expect(
          orders.sortedNewestFirst().map(\.id) == expected.map(\.id),
          "\(payload.map { "\($0.id) \($0.createdAt)" })")
      }
    }
  }

  /// A few `created_at` texts for one payload to draw from, so that ties are common: instants (to
  /// the millisecond, where a `Date` tells every two apart), the same instants written with
  /// another offset or more zeros, the earliest and latest there are, and texts that are not
  /// instants.
  static func createdAtPool(_ random: inout OracleRandom) -> [String] {
    var pool: [String] = []
    for _ in 0..<random.int(1...4) {
      let text = InstantTextGenerator.instant(&random, wellFormed: true, fractionDigits: 1...3)
      pool.append(text)
      if let instant = ReferenceInstant(text), random.chance(50) {
        pool.append(rewritten(instant, &random) ?? text)
      }
    }
    for _ in 0..<random.int(0...2) {
      let nearMiss = InstantTextGenerator.text(&random)
      pool.append(
        random.chance(50) && ReferenceInstant(nearMiss) == nil
          ? nearMiss
          : random.pick([
            "", "yesterday", "2026-02-30T09:00:00Z", "2026-01-01T10:00:00+0100", "2026-01-01T09:00:00z",
            "0000-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59", "1969-12-31T23:59:59.999Z",
          ]))
    }
    return pool
  }

  /// The same instant as `instant`, written with another offset (and its fraction with a zero
  /// more), or nil when that would leave the years 0 to 9999.
  static func rewritten(_ instant: ReferenceInstant, _ random: inout OracleRandom) -> String? {
    let offsetMinutes = random.pick([-(23 * 60 + 59), -300, -60, 0, 60, 330, 23 * 60 + 59])
    let local = instant.seconds + offsetMinutes * 60
    let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
    let secondOfDay = local - days * 86_400
    let lowest = ReferenceCalendar.daysSince1970(year: 0, month: 1, day: 1)
    let highest = ReferenceCalendar.daysSince1970(year: 9999, month: 12, day: 31)
    guard (lowest...highest).contains(days) else { return nil }
    let date = ReferenceCalendar.date(daysSince1970: days)
    let pad = InstantTextGenerator.pad
    var text = "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T"
    text += "\(pad(secondOfDay / 3_600, 2)):\(pad(secondOfDay % 3_600 / 60, 2)):\(pad(secondOfDay % 60, 2))"
    if !instant.fraction.isEmpty { text += "." + instant.fraction + "0" }
    let magnitude = abs(offsetMinutes)
    text +=
      offsetMinutes == 0
      ? "Z" : "\(offsetMinutes < 0 ? "-" : "+")\(pad(magnitude / 60, 2)):\(pad(magnitude % 60, 2))"
    return text
  }
}
