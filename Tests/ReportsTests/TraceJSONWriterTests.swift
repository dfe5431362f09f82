import Foundation
import Testing
import Traces

@testable import Reports

/// `results.json`'s tables of screens, states, steps and replays are written by hand, byte for byte
/// as `JSONEncoder` writes them: every character a string can hold, every outcome, any integer.
@Suite struct TraceJSONWriterTests {
  static func reference<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The tables of `traces` as the writer writes them, and as `JSONEncoder` does, one string each.
  static func writtenAndReference(_ traces: [ReplayTrace]) throws -> (written: [String], reference: [String])
  {
    let tables = TraceTables(traces)
    var written: [String] = []
    func write(_ append: (inout [UInt8]) -> Void) {
      var bytes: [UInt8] = []
      append(&bytes)
      written.append(String(decoding: bytes, as: UTF8.self))
    }
    write { TraceJSONWriter.append(screens: tables.screens, to: &$0) }
    write { TraceJSONWriter.append(states: tables.states, to: &$0) }
    for step in tables.steps { write { TraceJSONWriter.append(step, to: &$0) } }
    for trace in tables.traces { write { TraceJSONWriter.append(trace, to: &$0) } }
    let reference =
      [try reference(tables.screens), try reference(tables.states)] + (try tables.steps.map(reference))
      + (try tables.traces.map(reference))
    return (written, reference)
  }

  /// Every ASCII character, U+007F, and characters of two, three and four UTF-8 bytes.
  static let everyCharacter: String = {
    var text = ""
    for value in 0..<128 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return text + "é€😀\u{2028}\u{2029}\u{FEFF}/\\\""
  }()

  static let outcomes: [ReplayOutcome] = [
    .passed, .failedExpectations(line: 2, step: 1, message: "x:2:1: error: \"é\""),
    .stepFailed(line: 3, message: "no \"x\""),
    .unscriptedCall(line: 4, message: "fetchProduct(p9)"), .didNotSettle(line: 5, message: "queued"),
    .crashed(message: "before any step"), .crashed(line: 7, message: "Fatal error: \n boom"),
    .timedOut(line: 8, message: "stuck"), .timedOut(message: "at start"), .leaked,
    .nondeterministic(message: "replay 2 differs"),
  ]

  @Test("the fixture traces' tables are written as JSONEncoder writes them")
  func fixtures() throws {
    let (written, reference) = try Self.writtenAndReference(ReportFixtures.traces)
    #expect(written.count == 14)
    #expect(written == reference)
  }

  @Test("every outcome is written as JSONEncoder writes it", arguments: outcomes)
  func everyOutcome(outcome: ReplayOutcome) throws {
    let trace = ReplayTrace(
      scenario: "a.scenario", scenarioName: "A", variant: "mvc", outcome: outcome, steps: [])
    let (written, reference) = try Self.writtenAndReference([trace])
    #expect(written == reference)
  }

  @Test("every character and extreme integers are written as JSONEncoder writes them")
  func charactersAndIntegers() throws {
    let text = Self.everyCharacter
    let step = StepTrace(
      index: Int.max, line: Int.min, source: text, screen: text + "\n" + text, navigation: [text, ""],
      calls: [], state: [text], failures: ["\u{0}"])
    let trace = ReplayTrace(
      scenario: text, scenarioName: "", variant: text, outcome: .crashed(line: -1, message: text),
      steps: [step, step], leaks: [text], problems: [], durationMicroseconds: -3, actionCount: 0,
      stepAppNanoseconds: [0, -1, Int.max],
      appOutput: [
        AppOutput(step: Int.max, line: Int.min, source: text, text: text, omittedBytes: -1),
        AppOutput(step: 0, line: 0, source: "", text: ""),
      ])
    let (written, reference) = try Self.writtenAndReference([trace])
    #expect(written.count == 4)
    #expect(written == reference)
  }

  @Test(
    "a character to escape is escaped wherever it falls in the eight bytes read at once",
    arguments: ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "👩‍👧"])
  func escapesAtEveryOffset(special: String) throws {
    for length in 0..<20 {
      for offset in 0...length {
        var characters = Array(String(repeating: "abcdefgh", count: 3).prefix(length))
        characters.insert(contentsOf: special, at: offset)
        let text = String(characters)
        var bytes: [UInt8] = []
        TraceJSONWriter.appendString(text, to: &bytes)
        #expect(
          String(decoding: bytes, as: UTF8.self) == (try Self.reference(text)), "\(text.debugDescription)")
      }
    }
  }

  @Test("the eight-byte test finds each byte that needs escaping, and only those")
  func wordTest() {
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        let word =
          UInt64(0x6161_6161_6161_6161) & ~(UInt64(0xFF) << (8 * position)) | UInt64(byte) << (8 * position)
        #expect(
          TraceJSONWriter.mayNeedEscaping(word) == (byte < 0x20 || byte == 0x22 || byte == 0x5C), "\(byte)")
      }
    }
  }

  @Test("the whole file is what JSONEncoder writes, whatever the strings spell")
  func wholeRun() throws {
    var run = ReportFixtures.run()
    run.traces[0].scenarioName = #"a "traces":[] name"#
    run.traces[1].steps[0].state = [#"{"traces":[],"steps":[]}"#]
    #expect(JSONReportWriter.json(for: run) == (try Self.reference(run)) + "\n")
    #expect(try JSONReportWriter.run(from: JSONReportWriter.json(for: run)) == run)
  }

  @Test("only the top-level member is taken for the traces, not one in a string or a nested object")
  func topLevelMemberOnly() {
    let json = Array(#"{"a":{"traces":[]},"b":"\"traces\":[]","traces":[],"z":1}"#.utf8)
    #expect(JSONReportWriter.emptyTopLevelArray(named: "traces", in: json) == 48)
    #expect(JSONReportWriter.emptyTopLevelArray(named: "traces", in: Array(#"{"a":[]}"#.utf8)) == nil)
  }
}
