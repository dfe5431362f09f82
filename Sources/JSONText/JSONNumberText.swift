/// What a JSON number, as written, can be read as: the questions behind a message that names the
/// number Foundation's decoder refused (it says only that the data is not valid JSON).
public enum JSONNumberText {
  /// Whether `text` is a whole number from `Int64.min` to `Int64.max`, read exactly (`1e3` and
  /// `1.0` are; `1.5` and `9223372036854775808` are not).
  public static func isWholeInt64(_ text: String) -> Bool { wholeInt64(text) != nil }

  /// The value of `text` when it is a whole number from `Int64.min` to `Int64.max`, read exactly
  /// (`1e3` is 1000); nil when it is not one (``isWholeInt64(_:)``).
  public static func wholeInt64(_ text: String) -> Int64? {
    guard let parts = Parts(text) else { return nil }
    var digits = parts.digits
    var shift = parts.exponent - parts.fractionCount
    // Trailing zeros move into the exponent, so that `1.50e1` is 15.
    while shift < 0, digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      shift += 1
    }
    guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return 0 }
    digits.removeSubrange(..<first)
    guard shift >= 0, digits.count + shift <= 19 else { return nil }
    let written =
      (parts.isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self)
      + String(repeating: "0", count: shift)
    return Int64(written)
  }

  /// Whether `text` reads as a finite `Double` that is not a non-zero number rounded to zero
  /// (`1e999` and `1e-999` are not).
  public static func fitsDouble(_ text: String) -> Bool {
    guard let parts = Parts(text), let value = Double(text), value.isFinite else { return false }
    return value != 0 || parts.digits.allSatisfy { $0 == UInt8(ascii: "0") }
  }

  /// A number's sign, its digits before and after the point as one run, and its exponent.
  private struct Parts {
    var isNegative = false
    var digits: [UInt8] = []
    var fractionCount = 0
    var exponent = 0

    /// Nil unless `text` is a JSON number (RFC 8259).
    init?(_ text: String) {
      var bytes = Array(text.utf8)[...]
      if bytes.first == UInt8(ascii: "-") {
        isNegative = true
        bytes = bytes.dropFirst()
      }
      let integer = bytes.prefix { JSONSyntax.isDigit($0) }
      guard !integer.isEmpty else { return nil }
      digits.append(contentsOf: integer)
      bytes = bytes.dropFirst(integer.count)
      if bytes.first == UInt8(ascii: ".") {
        let fraction = bytes.dropFirst().prefix { JSONSyntax.isDigit($0) }
        guard !fraction.isEmpty else { return nil }
        digits.append(contentsOf: fraction)
        fractionCount = fraction.count
        bytes = bytes.dropFirst(fraction.count + 1)
      }
      if let marker = bytes.first, marker | 0x20 == UInt8(ascii: "e") {
        bytes = bytes.dropFirst()
        var sign = 1
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
          sign = first == UInt8(ascii: "-") ? -1 : 1
          bytes = bytes.dropFirst()
        }
        let written = bytes.prefix { JSONSyntax.isDigit($0) }
        guard !written.isEmpty else { return nil }
        // An exponent past a few thousand says the same as one of a few thousand: clamp it.
        var magnitude = 0
        for digit in written { magnitude = min(magnitude * 10 + Int(digit - UInt8(ascii: "0")), 100_000) }
        exponent = sign * magnitude
        bytes = bytes.dropFirst(written.count)
      }
      guard bytes.isEmpty else { return nil }
    }
  }
}
