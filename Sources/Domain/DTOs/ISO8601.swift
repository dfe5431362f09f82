import Foundation

/// Reading and writing the API's instants (`2026-01-01T09:00:00Z`), independent of locale.
///
/// An instant is exactly `YYYY-MM-DDTHH:MM:SS`, an optional `.` and one or more digits of a
/// fraction of a second, and `Z` or an offset `±hh:mm`: RFC 3339's internet date-time, without
/// the leap second. The fields are read here and checked against the proleptic Gregorian
/// calendar, because Foundation's parsers are lenient: they roll `2026-02-30` over to 2 March and
/// `24:00:00` to the next day, read `+0100`, `+01` and a lower-case `z` as offsets, accept a
/// single-digit month or a trailing space, and turn to the Julian calendar before 1582.
public enum ISO8601 {
  /// A date before every instant `parse` can return (0000-01-01T00:00:00+23:59 is the earliest),
  /// where an order whose `created_at` is not an instant sorts.
  public static let beforeEveryInstant = Date(timeIntervalSince1970: -62_167_219_200 - 86_400)

  /// The instant `text` names (`2026-01-01T09:00:00Z`, `2026-01-01T09:00:00.5Z`,
  /// `2026-01-01T10:00:00+01:00`); nil for anything else, also for a date or time the calendar
  /// does not have (30 February, hour 24, second 60). A fraction is kept to the nanosecond.
  public static func parse(_ text: String) -> Date? {
    var reader = Reader(text.utf8)
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2), reader.skip("T"),
      let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2), reader.skip(":"),
      let second = reader.number(digits: 2),
      let nanoseconds = reader.fraction(),
      let offset = reader.offset(), reader.isAtEnd,
      (1...12).contains(month), (1...ProlepticGregorian.daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let seconds =
      ProlepticGregorian.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute
      * 60 + second
      - offset
    return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
  }

  /// `date` as an internet date-time in UTC, without a fraction of a second (dropped, not rounded).
  public static func format(_ date: Date) -> String {
    plain.format(date)
  }

  private static let plain = Date.ISO8601FormatStyle()
}

// MARK: - Reading the text

extension ISO8601 {
  /// Reads an instant's bytes from the front.
  private struct Reader {
    let bytes: String.UTF8View
    var index: String.UTF8View.Index

    init(_ bytes: String.UTF8View) {
      self.bytes = bytes
      self.index = bytes.startIndex
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    /// Skips `character` if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard !isAtEnd, bytes[index] == UInt8(ascii: character) else { return false }
      bytes.formIndex(after: &index)
      return true
    }

    /// The number written with exactly `digits` ASCII digits next, or nil.
    mutating func number(digits: Int) -> Int? {
      var value = 0
      for _ in 0..<digits {
        guard let digit = nextDigit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    /// The nanoseconds of a fraction `.d…` next (digits past the ninth are read and dropped); 0
    /// when no `.` is next, nil when a `.` has no digit after it.
    mutating func fraction() -> Int? {
      guard skip(".") else { return 0 }
      var nanoseconds = 0
      var count = 0
      while let digit = nextDigit() {
        if count < 9 { nanoseconds = nanoseconds * 10 + digit }
        count += 1
      }
      guard count > 0 else { return nil }
      for _ in min(count, 9)..<9 { nanoseconds *= 10 }
      return nanoseconds
    }

    /// The seconds to subtract for `Z` (0) or `±hh:mm` next, hours below 24 and minutes below 60.
    mutating func offset() -> Int? {
      if skip("Z") { return 0 }
      let sign = skip("+") ? 1 : skip("-") ? -1 : 0
      guard sign != 0, let hours = number(digits: 2), skip(":"), let minutes = number(digits: 2),
        hours < 24, minutes < 60
      else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }

    private mutating func nextDigit() -> Int? {
      guard !isAtEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
      defer { bytes.formIndex(after: &index) }
      return Int(bytes[index] - UInt8(ascii: "0"))
    }
  }
}
