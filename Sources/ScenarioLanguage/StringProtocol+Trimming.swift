import Foundation

extension StringProtocol {
  /// `trimmingCharacters(in: .whitespaces)`, without Foundation's trip through `NSString` when
  /// there is nothing to trim: a piece of a scenario line nearly always starts and ends with a
  /// printable ASCII character, which no whitespace is.
  func trimmingWhitespace() -> String {
    let text = String(self)
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20,
      last < 0x80
    {
      return text
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
