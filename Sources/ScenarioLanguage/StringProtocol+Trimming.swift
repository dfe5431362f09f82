extension StringProtocol {
  /// `trimmingCharacters(in: .whitespaces)` — tabs and the Unicode space separators trimmed from
  /// both ends (see `isTrimmedWhitespace`) — without Foundation's trip through `NSString`. A piece of a scenario line nearly
  /// always starts and ends with a printable ASCII character, which no whitespace is: then the
  /// text is returned as it is.
  func trimmingWhitespace() -> String {
    let text = String(self)
    if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20,
      last < 0x80
    {
      return text
    }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.isTrimmedWhitespace }) else { return "" }
    let end = scalars.lastIndex { !$0.isTrimmedWhitespace }!
    return String(scalars[start...end])
  }
}

extension Unicode.Scalar {
  /// What Foundation's `.whitespaces` holds: a tab, a space separator (Unicode category Zs), and
  /// the zero width space (U+200B), which it counts too.
  fileprivate var isTrimmedWhitespace: Bool {
    value == 0x09 || value == 0x200B || properties.generalCategory == .spaceSeparator
  }
}
