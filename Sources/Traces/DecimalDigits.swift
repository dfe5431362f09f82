/// Integers written as decimal digits straight into bytes, for the two places that write traces
/// out (a worker's step records, `results.json`): `String(value)` made a string for every number,
/// a few hundred instructions each, and a run writes tens of thousands of them.
public enum DecimalDigits {
  /// Appends `value` in decimal (with a `-` when negative), as `String(value)` spells it. The
  /// digits are made least significant first, each by a division by the constant 10 (which the
  /// compiler turns into a multiplication), in a buffer on the stack, and appended at once.
  public static func append(_ value: Int, to bytes: inout [UInt8]) {
    var magnitude = value.magnitude
    if magnitude < 10 {
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
      return
    }
    // 20 digits hold the largest magnitude, `Int.min`'s (19).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
        magnitude = quotient
      } while magnitude > 0
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeMutableBufferPointer(rebasing: digits[start...]))
    }
  }

  /// How many characters `String(value)` has: its digits, and a `-` when it is negative.
  public static func count(_ value: Int) -> Int {
    var magnitude = value.magnitude
    var count = value < 0 ? 2 : 1
    while magnitude >= 10 {
      magnitude /= 10
      count += 1
    }
    return count
  }
}
