/// Prices as the spec words them (`prices.format`, `prices.negative-sign-first`,
/// `prices.rounded-to-cents`), written out digit by digit with no number formatter or parser.
enum ReferencePrice {
  /// The text of an amount in whole cents: `-` first when it is below zero, `$`, the dollars with
  /// `,` between thousands, `.`, two digits of cents.
  static func text(cents: Int) -> String {
    var digits = ""
    var rest = cents.magnitude
    repeat {
      digits = String(rest % 10) + digits
      rest /= 10
    } while rest > 0
    return text(negative: cents < 0, centDigits: digits)
  }

  /// The text of `centDigits` cents (ASCII digits, perhaps with leading zeros), below zero when
  /// `negative` and not zero.
  static func text(negative: Bool, centDigits: String) -> String {
    var digits = Array(centDigits.drop { $0 == "0" })
    let isZero = digits.isEmpty
    while digits.count < 3 { digits.insert("0", at: 0) }
    let dollars = digits.dropLast(2)
    var grouped = ""
    for (index, digit) in dollars.enumerated() {
      if index > 0 && (dollars.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (negative && !isZero ? "-" : "") + "$" + grouped + "." + String(digits.suffix(2))
  }

  /// The amount a JSON number (`-1299.5`, `1.005`, `100.5e-2`) stands for, rounded half away
  /// from zero to whole cents: the digits moved by the exponent, the whole part and two decimals
  /// kept, and one cent more in size when the third decimal is 5 or more.
  static func roundedCents(json: String) -> (negative: Bool, centDigits: String) {
    var text = Substring(json)
    let negative = text.first == "-"
    if negative { text.removeFirst() }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      var written = text[text.index(after: e)...]
      let down = written.first == "-"
      if written.first == "-" || written.first == "+" { written.removeFirst() }
      for digit in written { exponent = exponent * 10 + ReferenceInstant.digit(digit)! }
      if down { exponent = -exponent }
      text = text[..<e]
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var digits = Array(parts[0]) + Array(parts.count > 1 ? parts[1] : "")
    var point = parts[0].count + exponent
    while point < 0 {
      digits.insert("0", at: 0)
      point += 1
    }
    while digits.count < point + 3 { digits.append("0") }
    var cents = Array(digits[..<(point + 2)])
    if digits[point + 2] >= "5" { cents = incremented(cents) }
    return (negative, String(cents))
  }

  /// The digits of a whole number one more, carried by hand.
  static func incremented(_ digits: [Character]) -> [Character] {
    var digits = digits
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] == "9" {
        digits[index] = "0"
        index -= 1
      } else {
        digits[index] = Character(String(ReferenceInstant.digit(digits[index])! + 1))
        return digits
      }
    }
    return ["1"] + digits
  }
}
