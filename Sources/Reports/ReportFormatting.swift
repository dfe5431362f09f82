import Traces

/// Number and duration formats shared by the reports (fixed, not locale-dependent).
enum ReportFormatting {
  /// `850 µs`, `1.2 ms`, `2.35 s`, or `—` for no value.
  static func duration(microseconds: Int?) -> String {
    guard let microseconds else { return "—" }
    if microseconds < 1_000 { return "\(microseconds) µs" }
    if microseconds < 1_000_000 { return "\(decimal(microseconds, per: 1_000, digits: 1)) ms" }
    return "\(decimal(microseconds, per: 1_000_000, digits: 2)) s"
  }

  /// Seconds with six decimals (`0.012500`), as JUnit's `time` attributes want them.
  static func seconds(microseconds: Int) -> String { decimal(microseconds, per: 1_000_000, digits: 6) }

  /// Appends ``seconds(microseconds:)``'s text to `bytes` without making a string of it: a JUnit
  /// document writes one for each of its cases.
  static func appendSeconds(microseconds: Int, to bytes: inout [UInt8]) {
    if microseconds < 0 {
      bytes.append(contentsOf: seconds(microseconds: microseconds).utf8)
      return
    }
    DecimalDigits.append(microseconds / 1_000_000, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    var fraction = microseconds % 1_000_000
    var divisor = 100_000
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// `value / unit` rounded half away from zero to `digits` decimals (`-` before a negative one);
  /// `unit` is positive. Made from the quotient and the remainder, so no value overflows.
  static func decimal(_ value: Int, per unit: Int, digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let magnitude = value.magnitude
    let divisor = UInt(unit)
    var whole = magnitude / divisor
    var fraction = (magnitude % divisor * UInt(scale) + divisor / 2) / divisor
    if fraction == UInt(scale) {
      whole += 1
      fraction = 0
    }
    let sign = value < 0 && (whole > 0 || fraction > 0) ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let digitsOfFraction = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - digitsOfFraction.count)
      + digitsOfFraction
  }

  /// The totals as one phrase: `1 of 2 scenarios clean (4 pass, 1 diverges, 1 fails, 2 absent)`.
  static func totals(_ totals: RunTotals) -> String {
    var parts = ["\(totals.passed) pass"]
    if totals.diverged > 0 { parts.append("\(totals.diverged) diverge" + (totals.diverged == 1 ? "s" : "")) }
    if totals.failed > 0 { parts.append("\(totals.failed) fail" + (totals.failed == 1 ? "s" : "")) }
    if totals.absent > 0 { parts.append("\(totals.absent) absent") }
    let scenarios = totals.scenarios == 1 ? "scenario" : "scenarios"
    return
      "\(totals.cleanScenarios) of \(totals.scenarios) \(scenarios) clean (\(parts.joined(separator: ", ")))"
  }
}
