import Foundation
import Traces

/// Writes `results.json`'s tables of screens, states, steps and replays (``TraceTables``) — byte for byte
/// what `JSONEncoder` writes with sorted keys and unescaped slashes — straight into a byte buffer,
/// without `Codable`. They are nearly all of the file, and encoding them through `JSONEncoder`
/// was most of what the run did after its last replay.
enum TraceJSONWriter {
  /// Appends `screens` as a JSON array of strings.
  static func append(screens: [String], to bytes: inout [UInt8]) {
    appendStrings(screens, to: &bytes)
  }

  /// Appends `states` as a JSON array of arrays of strings.
  static func append(states: [[String]], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    for (index, state) in states.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendStrings(state, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends `trace` as a JSON object, keys in sorted order.
  static func append(_ trace: SharedTrace, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"actionCount":"#.utf8)
    appendInteger(trace.actionCount, to: &bytes)
    bytes.append(contentsOf: #","appOutput":["#.utf8)
    for (index, output) in trace.appOutput.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: #"{"line":"#.utf8)
      appendInteger(output.line, to: &bytes)
      bytes.append(contentsOf: #","omittedBytes":"#.utf8)
      appendInteger(output.omittedBytes, to: &bytes)
      bytes.append(contentsOf: #","source":"#.utf8)
      appendString(output.source, to: &bytes)
      bytes.append(contentsOf: #","step":"#.utf8)
      appendInteger(output.step, to: &bytes)
      bytes.append(contentsOf: #","text":"#.utf8)
      appendString(output.text, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(contentsOf: #"],"durationMicroseconds":"#.utf8)
    appendInteger(trace.durationMicroseconds, to: &bytes)
    bytes.append(contentsOf: #","leaks":"#.utf8)
    appendStrings(trace.leaks, to: &bytes)
    bytes.append(contentsOf: #","outcome":"#.utf8)
    appendOutcome(trace.outcome, to: &bytes)
    bytes.append(contentsOf: #","problems":"#.utf8)
    appendStrings(trace.problems, to: &bytes)
    bytes.append(contentsOf: #","scenario":"#.utf8)
    appendString(trace.scenario, to: &bytes)
    bytes.append(contentsOf: #","scenarioName":"#.utf8)
    appendString(trace.scenarioName, to: &bytes)
    bytes.append(contentsOf: #","stepAppNanoseconds":"#.utf8)
    appendIntegers(trace.stepAppNanoseconds, to: &bytes)
    bytes.append(contentsOf: #","steps":"#.utf8)
    appendIntegers(trace.steps, to: &bytes)
    bytes.append(contentsOf: #","variant":"#.utf8)
    appendString(trace.variant, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends `step` as a JSON object, keys in sorted order.
  static func append(_ step: SharedStep, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"calls":"#.utf8)
    appendStrings(step.calls, to: &bytes)
    bytes.append(contentsOf: #","failures":"#.utf8)
    appendStrings(step.failures, to: &bytes)
    bytes.append(contentsOf: #","index":"#.utf8)
    appendInteger(step.index, to: &bytes)
    bytes.append(contentsOf: #","line":"#.utf8)
    appendInteger(step.line, to: &bytes)
    bytes.append(contentsOf: #","navigation":"#.utf8)
    appendStrings(step.navigation, to: &bytes)
    bytes.append(contentsOf: #","screen":"#.utf8)
    appendInteger(step.screen, to: &bytes)
    bytes.append(contentsOf: #","source":"#.utf8)
    appendString(step.source, to: &bytes)
    bytes.append(contentsOf: #","state":"#.utf8)
    appendInteger(step.state, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  // MARK: - Values

  /// A passing outcome, the common case; any other is rare and goes through
  /// ``JSONReportWriter/encoded(_:)``.
  private static let passed = Array(#"{"passed":{}}"#.utf8)

  static func appendOutcome(_ outcome: ReplayOutcome, to bytes: inout [UInt8]) {
    if outcome == .passed {
      bytes.append(contentsOf: passed)
      return
    }
    bytes.append(contentsOf: JSONReportWriter.encoded(outcome))
  }

  private static func appendStrings(_ strings: [String], to bytes: inout [UInt8]) {
    JSONReportWriter.appendArray(strings, to: &bytes, element: appendString)
  }

  private static func appendIntegers(_ values: [Int], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      appendInteger(value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  private static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    DecimalDigits.append(value, to: &bytes)
  }

  /// Appends `string` quoted: `"` and `\` escaped, the control characters below U+0020 as `\b`,
  /// `\t`, `\n`, `\f`, `\r` or `\u00xx` (lowercase hex), everything else as its UTF-8 bytes.
  static func appendString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return }
      // A pointer and integer literals, not the buffer's subscript and `UInt8(ascii:)`: this loop
      // sees every byte of every trace, and a debug build calls each of those per byte. Eight
      // bytes at a time while none of them needs escaping (most of a screen's text).
      var start = 0
      var index = 0
      while index < utf8.count {
        if index + 8 <= utf8.count,
          !mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
          index += 8
          continue
        }
        let byte = base[index]
        index += 1
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - 1 - start))
        appendEscaped(byte, to: &bytes)
        start = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: utf8.count - start))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether any of the eight bytes of `word` is a control character, `"` or `\` (exact: false
  /// means none is). A byte below 0x20, and a byte equal to one of the two once XORed to zero,
  /// show in the high bit of the usual "has a byte less than" test.
  static func mayNeedEscaping(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func hasByteBelow(_ value: UInt64, _ limit: UInt64) -> Bool {
      (value &- ones &* limit) & ~value & highBits != 0
    }
    return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1)
      || hasByteBelow(word ^ (ones &* 0x5C), 1)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      bytes.append(contentsOf: "u00".utf8)
      bytes.append(hexDigits[Int(byte >> 4)])
      bytes.append(hexDigits[Int(byte & 0x0F)])
    }
  }
}
