/// What the app wrote to its standard output and standard error during one step of a replay, or
/// during the tear-down after its last step. The worker captures it away from its own messages
/// and reports it as it is: it is shown in the reports as the replay's "app output", and never
/// compared or read for a verdict (but for the runtime's message about a dropped continuation,
/// which is reported as a leak at its step).
public struct AppOutput: Codable, Equatable, Sendable {
  /// The step's position in the scenario, from 0; for the tear-down, one more than the last step
  /// that ran.
  public var step: Int
  /// The scenario line of the step (for the tear-down, the last step's line).
  public var line: Int
  /// The step as written (`tap product.p2`), or `(tear-down)`.
  public var source: String
  /// The bytes shown, as UTF-8 text (a byte that is not UTF-8 becomes U+FFFD). A replay shows at
  /// most ``shownBytesPerReplay`` bytes over all its steps; the rest is counted in
  /// ``omittedBytes``.
  public var text: String
  /// How many more bytes the app wrote in this step than ``text`` holds.
  public var omittedBytes: Int

  /// How many bytes of the app's output a replay shows, over all its steps.
  public static let shownBytesPerReplay = 4096

  /// The source of the tear-down's output.
  public static let tearDownSource = "(tear-down)"

  public init(step: Int, line: Int, source: String, text: String, omittedBytes: Int = 0) {
    self.step = step
    self.line = line
    self.source = source
    self.text = text
    self.omittedBytes = omittedBytes
  }

  /// Whether the output was written during the tear-down rather than a step.
  public var isTearDown: Bool { source == Self.tearDownSource }

  /// Where the output was written, in plain text: ``line 9, `open "app://fault"` `` or
  /// `the tear-down after line 11`.
  public var place: String {
    isTearDown ? "the tear-down after line \(line)" : "line \(line), `\(source)`"
  }

  /// The text as lines fit for a terminal or a report: control characters but tab (C0, DEL, C1)
  /// and bidirectional controls written as `\u{1B}`, a last line break dropped, and
  /// `… N more bytes` at the end when some were left out.
  public var visibleLines: [String] {
    var visible = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: visible.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        visible += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: visible.unicodeScalars.append(scalar)
      }
    }
    var lines =
      visible.isEmpty ? [] : visible.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    if omittedBytes > 0 { lines.append("… \(omittedBytes) more byte\(omittedBytes == 1 ? "" : "s")") }
    return lines
  }
}
