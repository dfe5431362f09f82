import Testing
import Traces

@testable import Supervisor

/// What a worker makes of the bytes its app printed in a step: a bounded text to show, and a leak
/// for each continuation the runtime says was dropped.
@Suite struct AppOutputCollectorTests {
  static let marker = StepMarker(
    index: 4, file: "Scenarios/a.scenario", line: 9, column: 1, source: "open \"app://fault\"")
  /// The line the Swift 6.3 runtime writes when a `CheckedContinuation` is dropped unresumed.
  static let runtimeLine =
    "SWIFT TASK CONTINUATION MISUSE: load() leaked its continuation without resuming it. "
    + "This may cause tasks waiting on it to remain suspended forever.\n"

  static func collect(
    _ chunks: [String], alreadyShown: Int = 0, at marker: StepMarker = marker
  ) -> (
    output: AppOutput?, leaks: [String]
  ) {
    var collector = AppOutputCollector(alreadyShown: alreadyShown)
    for chunk in chunks { Array(chunk.utf8).withUnsafeBytes { collector.append($0) } }
    return collector.finishStep(at: marker)
  }

  @Test func theRuntimesLineAboutADroppedContinuationIsALeakAtItsStep() {
    let (output, leaks) = Self.collect(["before\n", Self.runtimeLine])
    #expect(
      leaks == [
        "Scenarios/a.scenario:9:1: the variant dropped a continuation without resuming it while running "
          + "`open \"app://fault\"`: SWIFT TASK CONTINUATION MISUSE: load() leaked its continuation without "
          + "resuming it; the task waiting on it stays suspended forever"
      ])
    #expect(
      output
        == AppOutput(
          step: 4, line: 9, source: "open \"app://fault\"", text: "before\n" + Self.runtimeLine,
          omittedBytes: 0))
  }

  @Test func aContinuationDroppedDuringTheTearDownIsLocatedAtTheLastStep() {
    let (output, leaks) = Self.collect([Self.runtimeLine], at: .tearDown(after: Self.marker))
    #expect(
      leaks == [
        "Scenarios/a.scenario:9:1: the variant dropped a continuation without resuming it during the "
          + "tear-down after this step: SWIFT TASK CONTINUATION MISUSE: load() leaked its continuation "
          + "without resuming it; the task waiting on it stays suspended forever"
      ])
    #expect(output?.step == 5)
    #expect(output?.place == "the tear-down after line 9")
  }

  @Test func theSameLineTwiceInAStepIsOneLeakCountedTwiceAndALineSplitAcrossWritesIsFound() {
    let line = Array(Self.runtimeLine)
    let (_, leaks) = Self.collect([
      Self.runtimeLine, String(line[..<20]), String(line[20...]),
      Self.runtimeLine.replacingOccurrences(of: "load()", with: "save()"),
    ])
    #expect(leaks.count == 2)
    #expect(
      leaks[0].hasSuffix(
        "leaked its continuation without resuming it (2 times); the task waiting on it stays suspended forever"
      ))
    #expect(leaks[1].contains("save() leaked"))
  }

  @Test(arguments: [
    "SWIFT TASK CONTINUATION MISUSE: load() leaked its continuation without resuming",
    "SWIFT TASK CONTINUATION MISUSE: load() resumed its continuation twice\n",
    "swift task continuation misuse: load() leaked its continuation without resuming it\n",
    "load() leaked its continuation without resuming it. SWIFT TASK CONTINUATION MISUSE: \n",
  ])
  func aLineThatIsNotTheRuntimesWholeLineIsNoLeak(text: String) {
    #expect(Self.collect([text]).leaks == [])
  }

  @Test func aStepThatPrintedNothingHasNoOutput() {
    #expect(Self.collect([]).output == nil)
    #expect(Self.collect([""]).output == nil)
  }

  @Test func aReplayShowsItsFirstBytesAndCountsTheRestWithoutCuttingACharacter() {
    let text = String(repeating: "a", count: AppOutput.shownBytesPerReplay - 1) + "é and more"
    let (output, _) = Self.collect([text])
    #expect(output?.text == String(repeating: "a", count: AppOutput.shownBytesPerReplay - 1))
    #expect(output?.omittedBytes == 11)
    #expect(output?.visibleLines.last == "… 11 more bytes")
    let (later, _) = Self.collect(["next step"], alreadyShown: AppOutput.shownBytesPerReplay)
    #expect(later == AppOutput(step: 4, line: 9, source: "open \"app://fault\"", text: "", omittedBytes: 9))
    #expect(later?.visibleLines == ["… 9 more bytes"])
  }

  @Test func theVisibleLinesShowControlCharactersAsEscapes() {
    let output = AppOutput(
      step: 0, line: 5, source: "launch", text: "\u{1B}[31mred\u{0}\ttab\r\n\u{202E}reversed\n\n",
      omittedBytes: 1)
    #expect(
      output.visibleLines == ["\\u{1B}[31mred\\u{0}\ttab\\u{D}", "\\u{202E}reversed", "", "… 1 more byte"])
    #expect(output.place == "line 5, `launch`")
  }

  @Test func theOutputOfTheStepThatCrashedIsKeptAtThatStep() {
    var replay = WorkerPool.InFlight(
      replay: WorkerPool.Replay(path: "Scenarios/a.scenario", name: "A", variant: "mvc"), expecting: [])
    replay.appOutput = [
      AppOutput(step: 1, line: 6, source: "tap x", text: String(repeating: "x", count: 4000))
    ]
    let unreported = Array("printed\nFatal error: boom\n".utf8)
    let outputs = WorkerPool.appOutput(
      of: replay, at: Self.marker, adding: (unreported, unreported.count + 50))
    #expect(outputs.count == 2)
    #expect(
      outputs[1]
        == AppOutput(
          step: 4, line: 9, source: "open \"app://fault\"", text: "printed\nFatal error: boom\n",
          omittedBytes: 50))
    #expect(WorkerPool.appOutput(of: replay, at: Self.marker, adding: ([], 0)) == replay.appOutput)
    #expect(WorkerPool.appOutput(of: nil, at: Self.marker, adding: (unreported, unreported.count)) == [])
  }
}
