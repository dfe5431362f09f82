/// Integers written as decimal digits straight into bytes, for the two places that write traces
/// out (a worker's step records, `results.json`): `String(value)` made a string for every number,
/// a few hundred instructions each, and a run writes tens of thousands of them.
public enum DecimalDigits {
  /// Appends `value` in decimal (with a `-` when negative), as `String(value)` spells it. The
  /// digits are appended most significant first: reversing them in place afterwards copied the
  /// array's slice.
  public static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    } while divisor > 0
  }
}
