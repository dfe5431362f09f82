extension BMIInput {
  /// Whether `number`, a text `parseNumber` reads (digits with at most one `.` or `,`, no
  /// whitespace around), lies within `bounds`, decided on its digits: exact however many there
  /// are, where a `Double` would round `500.00000000000000001` onto 500.
  ///
  /// With whole bounds, a number is at least `lower` when its whole part is, and at most `upper`
  /// when its whole part is below `upper`, or equal to it with only zeros after the separator.
  static func isNumber(_ number: String, within bounds: ClosedRange<Int>) -> Bool {
    var whole: [UInt8] = []
    var fractionIsZero = true
    var inFraction = false
    for byte in number.utf8 {
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
        inFraction = true
      } else if inFraction {
        fractionIsZero = fractionIsZero && byte == UInt8(ascii: "0")
      } else if !(whole.isEmpty && byte == UInt8(ascii: "0")) {
        whole.append(byte)
      }
    }
    let lower = compare(whole, digits(of: bounds.lowerBound))
    let upper = compare(whole, digits(of: bounds.upperBound))
    return lower >= 0 && (upper < 0 || (upper == 0 && fractionIsZero))
  }

  /// The ASCII digits of `bound` (not negative) without leading zeros: none for zero.
  private static func digits(of bound: Int) -> [UInt8] {
    bound == 0 ? [] : Array(String(bound).utf8)
  }

  /// -1, 0 or 1 as the whole number written with `digits` is below, equal to or above the one
  /// written with `other` (both ASCII digits without leading zeros, empty for zero).
  private static func compare(_ digits: [UInt8], _ other: [UInt8]) -> Int {
    if digits.count != other.count { return digits.count < other.count ? -1 : 1 }
    for (digit, otherDigit) in zip(digits, other) where digit != otherDigit {
      return digit < otherDigit ? -1 : 1
    }
    return 0
  }
}
