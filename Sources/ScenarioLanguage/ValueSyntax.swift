/// The shapes of the values a scenario line holds: identifiers, durations, numbers.
enum ValueSyntax {
  /// A word of ASCII letters, digits, `-` and `_` (`p2`, `swipe-dismiss`).
  static func isWord(_ text: Substring) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy(isWordByte)
  }

  /// Words joined by single dots: `product.p2.favorite`, `products.list`, `product.P1`. Read as
  /// UTF-8 bytes (every element of every step passes here): no empty word, so no dot first, last
  /// or twice in a row.
  static func isIdentifier(_ text: String) -> Bool {
    var previous = UInt8(ascii: ".")
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        if previous == byte { return false }
      } else if !isWordByte(byte) {
        return false
      }
      previous = byte
    }
    return previous != UInt8(ascii: ".")
  }

  /// An ASCII letter or digit, `-` or `_`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x2D || byte == 0x5F
  }

  /// A product id: a word that starts with a letter or a digit.
  static func isProductID(_ text: String) -> Bool {
    isWord(Substring(text)) && text.first.map { $0.isLetter || $0.isNumber } == true
  }

  // MARK: - Durations

  /// The largest amount a duration may have, in either unit.
  static let maximumDurationAmount = 999_999_999

  /// What a duration token holds.
  enum DurationReading: Equatable {
    case valid(Duration)
    /// A whole number of `ms` or `s` (or with no unit, or another time unit) above
    /// ``maximumDurationAmount``.
    case outOfRange
    /// Anything else, with the duration the user probably meant when there is one.
    case bad(suggestion: String?)
  }

  /// `200ms` or `2s`: a whole number from 0 to ``maximumDurationAmount`` and a unit.
  static func duration(_ text: String) -> Duration? {
    guard case .valid(let duration) = readDuration(text) else { return nil }
    return duration
  }

  /// Reads a duration token; the cost is linear in its length.
  static func readDuration(_ text: String) -> DurationReading {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let unit = text[digits.endIndex...]
    guard !digits.isEmpty else { return .bad(suggestion: durationSuggestion(for: text)) }
    let significant = digits.drop { $0 == "0" }
    let isKnownUnit = unit == "ms" || unit == "s"
    if significant.utf8.count > String(maximumDurationAmount).utf8.count {
      let isTimeUnit =
        unit.isEmpty || unitSynonyms[unit.lowercased()] != nil || minuteWords.contains(unit.lowercased())
      return isTimeUnit ? .outOfRange : .bad(suggestion: nil)
    }
    guard isKnownUnit, let amount = Int(significant.isEmpty ? "0" : significant) else {
      return .bad(suggestion: durationSuggestion(for: text))
    }
    return .valid(unit == "ms" ? .milliseconds(amount) : .seconds(amount))
  }

  /// The duration the user probably meant by a bad one (`200` → `200ms`, `1.5s` → `1500ms`,
  /// `2min` → `120s`): only a valid duration that differs from `text`, and nothing for a long
  /// token.
  static func durationSuggestion(for text: String) -> String? {
    guard Suggestion.isShortEnough(text), let suggestion = rawDurationSuggestion(for: text),
      suggestion != text, case .valid = readDuration(suggestion)
    else { return nil }
    return suggestion
  }

  private static func rawDurationSuggestion(for text: String) -> String? {
    let number = text.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
    let unit = String(text.dropFirst(number.count))
    guard !number.isEmpty, let amount = Double(number) else { return nil }
    if unit.isEmpty { return number.contains(".") ? nil : "\(number)ms" }
    if minuteWords.contains(unit.lowercased()) {
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

  private static let minuteWords: Set<String> = ["m", "min", "mins", "minute", "minutes"]

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

  /// A measure of `expect-record`: one to nine digits, then optionally `.` and one to six digits
  /// (`180`, `72.5`); nil for anything else.
  static func measure(_ text: String) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), (1...9).contains(parts[0].count),
      parts.count == 1 || (1...6).contains(parts[1].count),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }
}
