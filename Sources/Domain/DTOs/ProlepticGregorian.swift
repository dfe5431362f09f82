/// The proleptic Gregorian calendar's arithmetic, for the parsers that read dates by hand (the
/// API's instants here, a scenario's start date in the scenario language): Foundation's calendar
/// turns Julian before 1582, and its parsers roll impossible dates over.
public enum ProlepticGregorian {
  /// Whether `year` has a 29 February.
  public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  /// The days of `month` (1–12) in `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`, for the years 0 to
  /// 9999).
  public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
