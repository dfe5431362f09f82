/// The proleptic Gregorian calendar, counted out from its rules (a leap year is a multiple of 4
/// that is not a multiple of 100, or a multiple of 400), with no date library: the reference the
/// oracle holds `Domain`'s dates to.
enum ReferenceCalendar {
  static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  static func isLeap(_ year: Int) -> Bool {
    year % 400 == 0 || (year % 4 == 0 && year % 100 != 0)
  }

  /// The days of `month` (1–12) in `year`.
  static func days(inMonth month: Int, year: Int) -> Int {
    month == 2 && isLeap(year) ? 29 : monthLengths[month - 1]
  }

  /// The days from 0000-01-01 to the first of January of `year` (0 or later): 365 a year, and
  /// one more for each leap year before it, counted as the multiples of 4, less those of 100,
  /// plus those of 400, in `0..<year`.
  static func daysBefore(year: Int) -> Int {
    func multiples(of step: Int) -> Int { (year + step - 1) / step }
    return 365 * year + multiples(of: 4) - multiples(of: 100) + multiples(of: 400)
  }

  /// The days from 1970-01-01 to `year`-`month`-`day` (negative before it).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    var days = daysBefore(year: year) - daysBefore(year: 1970) + day - 1
    for earlier in stride(from: 1, to: month, by: 1) { days += self.days(inMonth: earlier, year: year) }
    return days
  }

  /// The date `days` after 1970-01-01 (negative: before it), in the years 0 to 9999.
  static func date(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let dayNumber = days + daysBefore(year: 1970)
    var year = dayNumber / 366
    while daysBefore(year: year + 1) <= dayNumber { year += 1 }
    var dayOfYear = dayNumber - daysBefore(year: year)
    var month = 1
    while dayOfYear >= self.days(inMonth: month, year: year) {
      dayOfYear -= self.days(inMonth: month, year: year)
      month += 1
    }
    return (year, month, dayOfYear + 1)
  }
}
