/// The shapes of the values a scenario line holds: identifiers, durations, numbers.
enum ValueSyntax {
  /// A word of ASCII letters, digits, `-` and `_` (`p2`, `swipe-dismiss`).
  static func isWord(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  /// Words joined by single dots: `product.p2.favorite`, `products.list`, `product.P1`.
  static func isIdentifier(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isWord)
  }

  /// A product id: a word that starts with a letter or a digit.
  static func isProductID(_ text: String) -> Bool {
    isWord(Substring(text)) && text.first.map { $0.isLetter || $0.isNumber } == true
  }

  // MARK: - Durations

  /// `200ms` or `2s`: a whole number of at most nine digits and a unit.
  static func duration(_ text: String) -> Duration? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 9, let amount = Int(digits) else { return nil }
    switch text.dropFirst(digits.count) {
    case "ms": return .milliseconds(amount)
    case "s": return .seconds(amount)
    default: return nil
    }
  }

  /// The duration the user probably meant by a bad one (`200` → `200ms`, `1.5s` → `1500ms`,
  /// `2min` → `120s`).
  static func durationSuggestion(for text: String) -> String? {
    let number = text.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
    let unit = String(text.dropFirst(number.count))
    guard !number.isEmpty, let amount = Double(number) else { return nil }
    if unit.isEmpty { return number.contains(".") ? nil : "\(number)ms" }
    if ["m", "min", "mins", "minute", "minutes"].contains(unit.lowercased()) {
      let seconds = amount * 60
      return seconds.rounded() == seconds && seconds < 1e9 ? "\(Int(seconds))s" : nil
    }
    let knownUnit = unitSynonyms[unit.lowercased()] ?? Suggestion.closest(to: unit, in: ["ms", "s"])
    guard let knownUnit else { return nil }
    if !number.contains(".") { return "\(number)\(knownUnit)" }
    let milliseconds = knownUnit == "s" ? amount * 1000 : amount
    guard milliseconds.rounded() == milliseconds, milliseconds < 1e9 else { return nil }
    return "\(Int(milliseconds))ms"
  }

  private static let unitSynonyms = [
    "ms": "ms", "msec": "ms", "msecs": "ms", "millis": "ms", "millisecond": "ms", "milliseconds": "ms",
    "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
  ]

  // MARK: - Numbers

  /// A whole number of at most nine digits within `range`.
  static func number(_ text: String, in range: ClosedRange<Int>) -> Int? {
    guard text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      range.contains(value)
    else { return nil }
    return value
  }
}
