import Foundation

/// Formats a history row's date as `2026-01-01 09:00`, always in UTC, whatever the machine's
/// time zone or locale.
public enum HistoryDateFormatter {
  /// The Gregorian calendar in UTC, made once (a time zone looked up by name per row showed in
  /// profiles of the History tab).
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  public static func format(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return "\(pad(parts.year!, 4))-\(pad(parts.month!))-\(pad(parts.day!)) "
      + "\(pad(parts.hour!)):\(pad(parts.minute!))"
  }

  private static func pad(_ number: Int, _ width: Int = 2) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
