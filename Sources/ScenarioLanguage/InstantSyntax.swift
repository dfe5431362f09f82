import Domain
import Foundation

/// ISO 8601 instants in UTC, exactly `YYYY-MM-DDTHH:MM:SSZ`, checked against the calendar (no
/// 30 February, no hour 24, no leap second), in the years 1970 to 9999. Foundation's `ISO8601DateFormatter` is lenient (it
/// rolls `2026-02-30` over to 2 March), so the fields are read and checked here.
enum InstantSyntax {
  /// Why a date is refused.
  enum Failure: Error, Equatable {
    /// Not of the form `YYYY-MM-DDTHH:MM:SSZ`.
    case shape
    /// The form is right but the calendar is not: `February 2026 has no day 30`.
    case calendar(String)
  }

  /// The instant `text` names. Looks at no more than 21 bytes of a long text.
  static func parse(_ text: String) -> Result<Date, Failure> {
    let bytes = Array(text.utf8.prefix(21))
    guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == UInt8(ascii: "Z"),
      let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
      let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
      let second = number(bytes[17..<19])
    else { return .failure(.shape) }
    guard years.contains(year) else {
      return .failure(.calendar("the year must be from \(years.lowerBound) to \(years.upperBound)"))
    }
    guard (1...12).contains(month) else { return .failure(.calendar("there is no month \(month)")) }
    let days = ProlepticGregorian.daysIn(month: month, year: year)
    guard (1...days).contains(day) else {
      return .failure(.calendar("\(monthNames[month - 1]) \(year) has no day \(day)"))
    }
    guard hour < 24 else { return .failure(.calendar("there is no hour \(hour)")) }
    guard minute < 60 else { return .failure(.calendar("there is no minute \(minute)")) }
    guard second < 60 else { return .failure(.calendar("there is no second \(second)")) }
    let seconds =
      ProlepticGregorian.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute
      * 60 + second
    return .success(Date(timeIntervalSince1970: TimeInterval(seconds)))
  }

  // MARK: - Calendar

  /// The years a scenario's clock may start in: from the Unix epoch on, where every calendar agrees
  /// (Foundation turns to the Julian calendar before 1582).
  static let years = 1970...9999

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
