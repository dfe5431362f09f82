import Testing
import Traces

@testable import Supervisor

@Suite struct WorkerMessageTests {
  static let marker = StepMarker(
    index: 3, file: "Scenarios/a b.scenario", line: 9, column: 1, source: "open \"app://fault\"\t# tab")
  static let step = StepTrace(
    index: 3, line: 9, source: "tap x", screen: "screen a\n  label b", navigation: ["push x"],
    calls: ["fetchProducts"], state: ["products: loaded"])
  static let trace = ReplayTrace(
    scenario: "Scenarios/a.scenario", scenarioName: "A", variant: "mvc",
    outcome: .crashed(line: 9, message: "m"),
    steps: [])

  @Test(
    arguments: [
      WorkerMessage.scenarioStarted(path: "Scenarios/a b\tc.scenario", variant: "mvc"), .stepStarted(marker),
      .stepFinished(step, appNanoseconds: 41_250), .tearDownStarted, .finished(trace),
      .restarting(reason: "work left running"),
      .appOutput(
        AppOutput(
          step: 4, line: 9, source: "open \"app://fault\"\t# tab",
          text: "TRACE\tScenarios/a.scenario\tA\tmvc\tpass\n\\t \r\n\u{0}\u{1B}[31m é ♥", omittedBytes: 12),
        through: 1_234),
      .appOutput(AppOutput(step: 5, line: 9, source: "(tear-down)", text: ""), through: 0),
      .benchmark(json: #"{"scenario":"Scenarios/a b.scenario","replays":3}"#),
      .heading(
        ScenarioHeading(
          path: "Scenarios/a b\tc.scenario", name: "Tabs\tand\nlines, \\t and é ♥", tags: ["bmi", "sync"],
          covers: [
            .init(id: "bmi.value.rounded-one-decimal", line: 3, column: 9),
            .init(id: "products.list.shown", line: 4, column: 1),
          ])),
      .heading(ScenarioHeading(path: "Scenarios/plain.scenario", name: "", tags: [], covers: [])),
      .headingsEnded,
    ])
  func everyMessageSurvivesItsLine(message: WorkerMessage) {
    let line = WorkerProtocol.line(for: message)
    #expect(!line.contains("\n"))
    #expect(WorkerProtocol.message(from: Substring(line)) == message)
  }

  @Test func aHeadingIsWrittenFieldByFieldWithCountedListsAndEscapedTexts() {
    let heading = ScenarioHeading(
      path: "Scenarios/a.scenario", name: "A\tB", tags: ["bmi"],
      covers: [.init(id: "bmi.value.rounded-one-decimal", line: 3, column: 9)])
    #expect(
      WorkerProtocol.line(for: .heading(heading))
        == "HEADING\tScenarios/a.scenario\tA\\tB\t1\tbmi\t1\tbmi.value.rounded-one-decimal\t3\t9")
    #expect(WorkerProtocol.line(for: .headingsEnded) == "HEADINGS-END")
  }

  /// A heading's line cut, grown or changed anywhere never stops the reader, and what it reads
  /// from such a line, if anything, is a heading whose own line reads back as itself.
  @Test(arguments: 0..<4)
  func aMangledHeadingLineReadsAsNothingOrAsAHeadingThatRoundTrips(seed: UInt64) {
    let heading = ScenarioHeading(
      path: "Scenarios/a b.scenario", name: "Tabs\tand \\ é", tags: ["bmi", "sync"],
      covers: [.init(id: "bmi.value.rounded-one-decimal", line: 3, column: 9)])
    let line = Array(WorkerProtocol.line(for: .heading(heading)).utf8)
    let pieces: [[UInt8]] = [[0x09], [0x5C], [0x30], [0x39], [0x2D], [0xC3], [0xFF], Array("HEADING".utf8)]
    var random = SplitMix(seed: seed)
    for _ in 0..<500 {
      var mangled = line
      for _ in 0...(random.next() % 3) {
        let at = Int(random.next() % UInt64(mangled.count))
        switch random.next() % 3 {
        case 0: mangled.remove(at: at)
        case 1: mangled.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: at)
        default: mangled[at] = pieces[Int(random.next() % UInt64(pieces.count))][0]
        }
      }
      let text = String(decoding: mangled, as: UTF8.self)
      guard case .heading(let read) = WorkerProtocol.message(from: Substring(text)) else { continue }
      #expect(
        WorkerProtocol.message(from: Substring(WorkerProtocol.line(for: .heading(read)))) == .heading(read))
    }
  }

  @Test func aHeartbeatIsWrittenFieldByField() {
    let negative = StepMarker(index: -1, file: "f", line: Int.min, column: Int.max, source: "")
    #expect(
      WorkerProtocol.line(for: .stepStarted(Self.marker))
        == "STEP\t3\tScenarios/a b.scenario\t9\t1\topen \"app://fault\"\t# tab")
    #expect(WorkerProtocol.line(for: .stepStarted(negative)) == "STEP\t-1\tf\t\(Int.min)\t\(Int.max)\t")
    #expect(
      WorkerProtocol.message(from: Substring(WorkerProtocol.line(for: .stepStarted(negative))))
        == .stepStarted(negative))
  }

  @Test func heartbeatsFromAnotherFileReadBackWithTheirOwnFile() {
    let other = StepMarker(index: 4, file: "Scenarios/b.scenario", line: 2, column: 3, source: "tap b")
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    for marker in [Self.marker, Self.marker, other, Self.marker] {
      #expect(reader.message(from: Substring(writer.line(for: .stepStarted(marker)))) == .stepStarted(marker))
    }
  }

  @Test func stepSourcesReadBackExactlyWhenTheSameStepOfAnotherReplayHadAnother() {
    // A backslash and a t, a tab, the same again, then texts that differ: each replay's step 0.
    let sources = ["a\\tb", "a\tb", "a\tb", "a\\tb", "", "tap x", "tap y", ""]
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    for (replay, source) in sources.enumerated() {
      let started = WorkerMessage.scenarioStarted(path: "Scenarios/s\(replay % 2).scenario", variant: "mvc")
      #expect(reader.message(from: Substring(writer.line(for: started))) == started)
      let step = StepTrace(
        index: 0, line: 1, source: source, screen: "s", navigation: [], calls: [], state: [])
      let message = WorkerMessage.stepFinished(step, appNanoseconds: 1)
      #expect(reader.message(from: Substring(writer.line(for: message))) == message)
    }
  }

  @Test(arguments: [0, 7, -7, 10, 99, 100, -100, 1_234_567_890, Int.max, Int.min])
  func anIntegerIsWrittenAsItsDescription(value: Int) {
    var bytes: [UInt8] = [UInt8(ascii: "x")]
    StepTraceCoding.appendInteger(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x\(value)")
  }

  @Test(arguments: [
    "", "hello from a variant's print", "STEP\tnot-a-number", "SCENARIO\tScenarios/no-variant.scenario",
    "TRACE {", "STEPTRACE []", "STEPTRACE\t1",
    "STEPTRACE\t0\t1\t2\tsrc\t=\t0\t0\t0\t0", "STEPTRACE\t0\t1\t2\tsrc\t+s\t0\t0\t0\t0\textra",
    "STEPTRACE\t0\t1\t2\tbad \\q escape\t+s\t0\t0\t0\t0", "STEPTRACE\t0\t1\t2\tsrc\t+s\t5\t0\t0\t0",
    "STEPTRACE\t0\t1\t2\tends in \\\t+s\t0\t0\t0\t0", "STEPTRACE\t0\t1\t2\tsrc\t+s\t-1\t0\t0\t0",
    "STEPTRACE\t0\t1\t2\tsrc\t+s\t99999999999\t0\t0\t0", "STEPTRACE\t0\t1\t2\tsrc\t~0,0,1,x\t0\t0\t0\t0",
    "OUTPUT\t4\t9\t0\t10\tsrc", "OUTPUT\t4\t9\t0\t10\tsrc\ttext\textra", "OUTPUT\t-1\t9\t0\t10\tsrc\ttext",
    "OUTPUT\t4\t9\t-2\t10\tsrc\ttext", "OUTPUT\t4\t9\t0\tx\tsrc\ttext",
    "OUTPUT\t4\t9\t0\t10\tsrc\tends in \\",
    "OUTPUT", "OUTPUT\t",
    "HEADING", "HEADING\tScenarios/a.scenario", "HEADING\tScenarios/a.scenario\tA\t0",
    "HEADING\tScenarios/a.scenario\tA\t0\t1\tid\t3", "HEADING\tScenarios/a.scenario\tA\t0\t0\textra",
    "HEADING\tScenarios/a.scenario\tA\t2\tbmi\t0", "HEADING\tScenarios/a.scenario\tA\t0\t1\tid\tx\t1",
    "HEADING\tScenarios/a.scenario\tends in \\\t0\t0", "HEADINGS-END\t", "HEADINGS-ENDED",
  ])
  func linesThatAreNotMessagesAreIgnored(line: String) {
    #expect(WorkerProtocol.message(from: Substring(line)) == nil)
  }
}
