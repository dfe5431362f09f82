import Testing
import Traces

@testable import Supervisor

/// The `TRACE` line: a hand-written encoding of a finished replay. Every outcome and any text
/// come back exactly; a line that is not one is refused.
@Suite struct TraceLineCodingTests {
  static let outcomes: [ReplayOutcome] = [
    .passed, .failedExpectations(line: 12, step: 4, message: "a.scenario:12:1: error: expected `x`"), .leaked,
    .stepFailed(line: 7, message: "no element `x`"),
    .unscriptedCall(line: 12, message: "fetchOrders"), .didNotSettle(line: 3, message: "budget spent"),
    .crashed(message: "before any step"), .crashed(line: 9, message: "Fatal error: boom"),
    .timedOut(message: ""), .timedOut(line: 4, message: "within 1s"),
    .nondeterministic(message: "replay 2 of 5 differs: step 3"),
  ]

  static func trace(_ outcome: ReplayOutcome, text: String = "t") -> ReplayTrace {
    ReplayTrace(
      scenario: "Scenarios/\(text).scenario", scenarioName: "Name \(text)", variant: "mvc\(text)",
      outcome: outcome, steps: [], leaks: [text, "screen \(text)"], problems: text.isEmpty ? [] : [text],
      durationMicroseconds: 123_456, actionCount: 9)
  }

  static func line(_ trace: ReplayTrace) -> String {
    WorkerProtocol.line(for: .finished(trace))
  }

  @Test(arguments: outcomes)
  func everyOutcomeSurvivesItsLine(outcome: ReplayOutcome) {
    let trace = Self.trace(outcome)
    #expect(WorkerProtocol.trace(from: Substring(Self.line(trace))) == trace)
  }

  @Test(arguments: StepTraceCodingTests.hostile)
  func hostileTextsSurviveTheLine(text: String) {
    for outcome in [ReplayOutcome.stepFailed(line: 1, message: text), .crashed(message: text)] {
      let trace = Self.trace(outcome, text: text)
      let line = Self.line(trace)
      #expect(!line.contains("\n") && !line.contains("\r"))
      #expect(WorkerProtocol.trace(from: Substring(line)) == trace)
    }
  }

  @Test func theLineReadsAsItsFormatSays() {
    let trace = ReplayTrace(
      scenario: "Scenarios/a.scenario", scenarioName: "A\tB", variant: "mvc",
      outcome: .crashed(line: 9, message: "m\\n"), steps: [], leaks: ["x"], problems: [],
      durationMicroseconds: 15, actionCount: 2)
    #expect(Self.line(trace) == "TRACE\tScenarios/a.scenario\tA\\tB\tmvc\tcrashed\t9\tm\\\\n\t15\t2\t1\tx\t0")
  }

  @Test func failedExpectationsGiveTheFirstOnesLineStepAndMessage() {
    let trace = ReplayTrace(
      scenario: "Scenarios/a.scenario", scenarioName: "A", variant: "mvc",
      outcome: .failedExpectations(line: 12, step: 4, message: "Scenarios/a.scenario:12:1: error: e"),
      steps: [],
      durationMicroseconds: 15, actionCount: 2)
    #expect(
      Self.line(trace)
        == "TRACE\tScenarios/a.scenario\tA\tmvc\tfails-expect\t12/4\tScenarios/a.scenario:12:1: error: e\t15\t2\t0\t0"
    )
  }

  @Test(arguments: [
    "TRACE\ta\tA\tmvc\tfails-expect\t\t\t1\t2\t0\t0", "TRACE\ta\tA\tmvc\tfails-expect\t12\tm\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tfails-expect\t12/\tm\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tfails-expect\t12/-1\tm\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tfails-expect\t12/4/5\tm\t1\t2\t0\t0", "TRACE\ta\tA\tmvc\tleaks\t12/4\t\t1\t2\t0\t0",
  ])
  func failedExpectationsWithoutALineAndStepAreRefused(line: String) {
    #expect(WorkerProtocol.trace(from: Substring(line)) == nil)
  }

  @Test(arguments: [
    "TRACE", "TRACE\t", "TRACE {\"scenario\":\"a\"}", "TRACE\ta\tA\tmvc\tpass\t\t\t1\t2\t0",
    "TRACE\ta\tA\tmvc\tpass\t\t\t1\t2\t0\t0\textra", "TRACE\ta\tA\tmvc\tpassed\t\t\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tpass\t3\t\t1\t2\t0\t0", "TRACE\ta\tA\tmvc\tpass\t\tm\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tstep-failed\t\tm\t1\t2\t0\t0", "TRACE\ta\tA\tmvc\tcrashed\tx\tm\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tnondeterministic\t4\tm\t1\t2\t0\t0", "TRACE\ta\tA\tmvc\tpass\t\t\tx\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tpass\t\t\t1\t2\t2\tonly-one", "TRACE\ta\\q\tA\tmvc\tpass\t\t\t1\t2\t0\t0",
    "TRACE\ta\tA\tmvc\tpass\t\t\t1\t2\t-1\t0",
  ])
  func linesThatAreNotTracesAreRefused(line: String) {
    #expect(WorkerProtocol.trace(from: Substring(line)) == nil)
  }

  /// A line cut short before its last text is refused (the supervisor reads only whole lines:
  /// a cut inside the last text cannot reach it); every line with one byte changed is refused or
  /// read as some trace, never a crash, and reads the same way twice.
  @Test func cutAndChangedLinesNeverCrashTheReader() {
    let lines = Self.outcomes.map { Array(Self.line(Self.trace($0, text: "é\t\\")).utf8) }
    for line in lines {
      let lastTab = line.lastIndex(of: UInt8(ascii: "\t"))!
      for end in 0..<line.count {
        if end <= lastTab {
          #expect(WorkerProtocol.trace(from: Substring(String(decoding: line[..<end], as: UTF8.self))) == nil)
        }
        var changed = line
        changed[end] = changed[end] == UInt8(ascii: "\t") ? UInt8(ascii: "x") : UInt8(ascii: "\t")
        let text = Substring(String(decoding: changed, as: UTF8.self))
        #expect(WorkerProtocol.trace(from: text) == WorkerProtocol.trace(from: text))
      }
    }
  }
}

/// The numbers of `STEPTRACE` and `TRACE` lines are read from their bytes, exactly as
/// `Int(String)` reads them.
@Suite struct FieldIntegerTests {
  @Test(arguments: [
    "", "0", "7", "-7", "+7", "-", "+", "--1", "+-1", "1-", "12a", " 1", "1 ", "007", "-0",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    "99999999999999999999", "١٢", "1.5", "1e3",
  ])
  func numbersReadAsIntReadsThem(text: String) {
    var text = text
    let read = text.withUTF8 { StepTraceCoding.integer($0) }
    #expect(read == Int(text))
  }

  @Test func randomDigitStringsReadAsIntReadsThem() {
    var random = SplitMix(seed: 14)
    let alphabet = Array("0123456789-+ x".utf8)
    for _ in 0..<2_000 {
      var text = String(
        decoding: (0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % 14)] }, as: UTF8.self)
      let read = text.withUTF8 { StepTraceCoding.integer($0) }
      #expect(read == Int(text), "\(text)")
    }
  }
}
