import Testing
import Traces

@testable import Supervisor

/// The `STEPTRACE` line: a hand-written encoding of a step's record, sent as changes from the
/// step before. Whatever the texts hold, the supervisor reads back exactly what the worker
/// recorded.
@Suite struct StepTraceCodingTests {
  static let hostile = [
    "", "plain", "quote \" and 'single'", #"back\slash \\ double \n not a newline"#, "tab\tinside",
    "new\nline", "cr\rand\r\nlf", "\u{0}\u{1}\u{1B}[31m\u{7F}", "é ü ♥ ♡ 漢字 👩‍👩‍👧 e\u{301}", "=", "+", "~3,4,",
    "\t", "\\", "\\t", "ends with backslash\\", "{\"json\": [1, 2]}", String(repeating: "long ", count: 500),
  ]

  static func step(_ index: Int, text: String, screen: String? = nil, state: [String]? = nil) -> StepTrace {
    StepTrace(
      index: index, line: 10 + index, source: "tap \(text)",
      screen: screen ?? "tab-bar: [products] orders\nscreen products.list \"\(text)\"\n  label a \"x\"",
      navigation: ["push \(text)", text], calls: [text],
      state: state ?? ["products: loaded [p1]", "bmi: \(text)"],
      failures: index.isMultiple(of: 2) ? [] : ["line \(index): error: \(text)"])
  }

  /// Writes `steps` as one worker would, reads them back as the supervisor does.
  static func roundTrip(_ steps: [StepTrace]) -> (read: [StepTrace], times: [Int], lines: [String]) {
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    var read: [StepTrace] = []
    var times: [Int] = []
    var lines: [String] = []
    for (position, step) in steps.enumerated() {
      let line = writer.line(for: .stepFinished(step, appNanoseconds: position * 1_000 + 7))
      lines.append(line)
      guard case .stepFinished(let back, let time) = reader.message(from: Substring(line)) else { continue }
      read.append(back)
      times.append(time)
    }
    return (read, times, lines)
  }

  @Test(arguments: hostile)
  func aStepWithHostileTextsSurvivesItsLine(text: String) {
    let steps = [
      Self.step(0, text: "start"), Self.step(1, text: text), Self.step(2, text: "end"),
      Self.step(3, text: text),
    ]
    let result = Self.roundTrip(steps)
    #expect(result.read == steps)
    #expect(result.times == [7, 1_007, 2_007, 3_007])
    for line in result.lines {
      #expect(!line.contains("\n") && !line.contains("\r"))
      #expect(line.hasPrefix("STEPTRACE\t"))
    }
  }

  @Test func everyPairOfHostileTextsAsScreensAndStatesRoundTrips() {
    var steps: [StepTrace] = []
    for (position, (a, b)) in zip(Self.hostile, Self.hostile.reversed()).enumerated() {
      let screen = "screen s \"\(a)\"\n" + String(repeating: "  row r \"\(b)\"\n", count: position % 4) + b
      steps.append(
        Self.step(position, text: a, screen: screen, state: [a, "fixed line that stays the same", b + a]))
    }
    #expect(Self.roundTrip(steps).read == steps)
  }

  @Test func aStepThatChangesOneLabelSendsLittleMoreThanThatLabel() {
    let rows = (1...200).map { "    row product.p\($0)\n      label product.p\($0).name \"Item \($0)\"" }
    let before =
      "stack: products.list\nscreen products.list \"Products\"\n  list products\n"
      + rows.joined(separator: "\n")
    let after = before.replacingOccurrences(of: "\"Item 100\"", with: "\"Item one hundred ♥\"")
    let ids = (1...5_000).map { "p\($0)" }.joined(separator: ", ")
    let first = Self.step(
      0, text: "x", screen: before, state: ["products: loaded [\(ids)]", "favorites: none"])
    let second = Self.step(
      1, text: "x", screen: after, state: ["products: loaded [\(ids)]", "favorites: p9=on"])
    let result = Self.roundTrip([first, second])
    #expect(result.read == [first, second])
    #expect(result.lines[0].utf8.count > before.utf8.count)
    #expect(result.lines[1].utf8.count < 300, "\(result.lines[1])")
    #expect(result.lines[1].contains("\t=\t"))
  }

  @Test func aStepThatChangesNoStateSendsOneByteForItHoweverManyLinesItHas() {
    let state = (0..<391).map { run in
      "favorites: " + (0..<256).map { "p\(run * 256 + $0)=off" }.joined(separator: " ")
    }
    let steps = [
      Self.step(0, text: "x", state: state), Self.step(1, text: "y", state: state),
      Self.step(2, text: "y", state: state + ["detail: none"]),
      Self.step(3, text: "y", state: state + ["detail: none"]),
    ]
    let result = Self.roundTrip(steps)
    #expect(result.read == steps)
    #expect(
      result.lines[1]
        == "STEPTRACE\t1\t11\t1007\ttap y\t~49,1,1,y\t2\tpush y\ty\t1\ty\t=\t1\tline 1: error: y")
    #expect(result.lines[2].hasSuffix("\t392\t=391\t+detail: none\t0"), "\(result.lines[2].suffix(80))")
    #expect(result.lines[3].utf8.count < 200, "\(result.lines[3].prefix(300))")
  }

  @Test(
    "a run of lines the same as the step before's must be two or more and fit that step's",
    arguments: ["=1", "=0", "=-2", "=4", "=2x"])
  func aMalformedRunIsRefused(run: String) {
    var writer = WorkerMessageWriter()
    var reader = WorkerMessageReader()
    let first = Self.step(0, text: "x", state: ["a", "b", "c"])
    #expect(reader.message(from: Substring(writer.line(for: .stepFinished(first, appNanoseconds: 0)))) != nil)
    let good = "STEPTRACE\t1\t11\t0\ttap y\t=\t0\t0\t3\t=2\t+d\t0"
    let bad = good.replacingOccurrences(of: "\t=2\t", with: "\t\(run)\t")
    var badReader = reader
    #expect(badReader.message(from: Substring(bad)) == nil)
    guard case .stepFinished(let step, _) = reader.message(from: Substring(good)) else {
      Issue.record("the well-formed line was refused")
      return
    }
    #expect(step.state == ["a", "b", "d"])
  }

  @Test func aStateMarkedTheSameAsAStepThatWasNotReadIsRefused() {
    let line = "STEPTRACE\t1\t11\t0\ttap y\t+screen\t0\t0\t=\t0"
    #expect(WorkerProtocol.message(from: Substring(line)) == nil)
    #expect(
      WorkerProtocol.message(from: Substring(line.replacingOccurrences(of: "\t=\t", with: "\t0\t"))) != nil)
  }

  @Test func aLongLineChangedInTwoFarApartPlacesSendsTwoSmallEdits() {
    let ids = (1...3_000).map { "p\($0)" }.sorted()
    let before = "favorites: " + ids.map { "\($0)=off" }.joined(separator: " ")
    let after =
      "favorites: " + ids.map { $0 == "p3000" ? "\($0)=on" : "\($0)=off" }.joined(separator: " ")
      + " pending=[p3000]"
    let steps = [
      Self.step(0, text: "x", state: [before]), Self.step(1, text: "x", state: [after]),
      Self.step(2, text: "x", state: [before]),
    ]
    let result = Self.roundTrip(steps)
    #expect(result.read == steps)
    #expect(before.utf8.count > 20_000)
    #expect(result.lines[1].utf8.count < 400, "\(result.lines[1])")
    #expect(result.lines[2].utf8.count < 400, "\(result.lines[2])")
  }

  /// Random texts with random edits — inserts, deletions, replacements, multi-byte characters,
  /// escapes — always read back as written.
  @Test(arguments: 0..<8)
  func randomlyEditedTextsRoundTrip(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let alphabet = Array("abcdefgh ,=[]-\t\n\r\\\"~+é♥♡漢👩‍👧🙂0123456789")
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }
    var steps: [StepTrace] = []
    var current = text(Int(random.next() % 400))
    for index in 0..<60 {
      var characters = Array(current)
      for _ in 0..<Int(random.next() % 6) {
        let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
        switch random.next() % 3 {
        case 0: characters.insert(contentsOf: text(Int(random.next() % 20)), at: position)
        case 1:
          let end = min(characters.count, position + Int(random.next() % 20))
          characters.removeSubrange(min(position, end)..<end)
        default:
          let end = min(characters.count, position + Int(random.next() % 5))
          characters.replaceSubrange(min(position, end)..<end, with: text(Int(random.next() % 5)))
        }
      }
      current = random.next() % 10 == 0 ? text(Int(random.next() % 400)) : String(characters)
      steps.append(
        Self.step(index, text: "t", screen: current, state: [current, String(current.reversed())]))
    }
    let result = Self.roundTrip(steps)
    #expect(result.read == steps)
    #expect(result.lines.count { $0.contains(/\t~[0-9]+,[0-9]+,[0-9]+,/) } > 10, "edits are used")
  }

  /// Lines mangled at random — bytes changed, dropped or repeated, cut short — are refused or
  /// read, never crash the reader, and read the same way twice.
  @Test(arguments: 0..<4)
  func mangledLinesAreRefusedOrReadButNeverCrashTheReader(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let steps = (0..<8).map { Self.step($0, text: Self.hostile[$0 * 2 % Self.hostile.count]) }
    let lines = Self.roundTrip(steps).lines.map { Array($0.utf8) }
    let noise = Array("\\\t\n,~+=-0123456789é".utf8)
    // The reader as it is after each line, for the mangled line after it.
    var primed = [WorkerMessageReader()]
    for line in lines.dropLast() {
      var reader = primed[primed.count - 1]
      _ = reader.message(from: Substring(String(decoding: line, as: UTF8.self)))
      primed.append(reader)
    }
    var refused = 0
    for _ in 0..<400 {
      let position = Int(random.next() % UInt64(lines.count - 1)) + 1
      var bytes = lines[position]
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let at = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0: bytes[at] = noise[Int(random.next() % UInt64(noise.count))]
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(bytes[at], at: at)
        default: bytes.removeLast(bytes.count - at)
        }
        if bytes.isEmpty { bytes = Array("STEPTRACE\t".utf8) }
      }
      let line = Substring(String(decoding: bytes, as: UTF8.self))
      func read() -> WorkerMessage? {
        var reader = primed[position]
        return reader.message(from: line)
      }
      let first = read()
      #expect(first == read())
      if first == nil { refused += 1 }
    }
    #expect(refused > 100, "most mangled lines are refused")
  }

  @Test func changesAroundMultiByteCharactersCutOnCharacterBoundaries() {
    let texts = [
      "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥", "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♡♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥",
      "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥🙂♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥",
      "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥é♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥", "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥e♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥",
      "♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥♥",
    ]
    let steps = texts.enumerated().map {
      Self.step($0.offset, text: "t", screen: $0.element, state: [$0.element])
    }
    #expect(Self.roundTrip(steps).read == steps)
  }

  @Test func theFirstStepOfAReplayIsWrittenInFull() {
    var writer = WorkerMessageWriter()
    _ = writer.line(for: .stepFinished(Self.step(0, text: "a"), appNanoseconds: 1))
    _ = writer.line(for: .scenarioStarted(path: "Scenarios/next.scenario", variant: "mvc"))
    let line = writer.line(for: .stepFinished(Self.step(0, text: "a"), appNanoseconds: 1))
    #expect(
      WorkerProtocol.message(from: Substring(line))
        == .stepFinished(Self.step(0, text: "a"), appNanoseconds: 1))
  }

  @Test func aChangeFromAStepThatWasNotReadIsRefusedAndSoAreTheChangesAfterIt() {
    var writer = WorkerMessageWriter()
    let steps = (0..<4).map { Self.step($0, text: "same") }
    let lines = steps.map { writer.line(for: .stepFinished($0, appNanoseconds: 0)) }
    var reader = WorkerMessageReader()
    #expect(reader.message(from: Substring(lines[0])) != nil)
    // lines[1] is lost (say, glued to a variant's unfinished print).
    #expect(reader.message(from: Substring("garbage" + lines[1])) == nil)
    #expect(reader.message(from: Substring(lines[2])) == nil)
    #expect(reader.message(from: Substring(lines[3])) == nil)
    #expect(
      reader.message(from: "SCENARIO\tmvc\tScenarios/b.scenario")
        == .scenarioStarted(path: "Scenarios/b.scenario", variant: "mvc"))
    #expect(
      reader.message(from: Substring(WorkerProtocol.line(for: .stepFinished(steps[0], appNanoseconds: 0))))
        != nil)
  }

  @Test func aWholeWorkerOutputGivesTracesWithTheirStepsAndAppTimes() {
    let steps = (0..<3).map { Self.step($0, text: "s\($0)") }
    var writer = WorkerMessageWriter()
    var lines = [writer.line(for: .scenarioStarted(path: "Scenarios/a.scenario", variant: "mvc"))]
    for step in steps {
      lines.append(
        writer.line(
          for: .stepStarted(StepMarker(index: step.index, file: "f", line: 1, column: 1, source: "s"))))
      lines.append(writer.line(for: .stepFinished(step, appNanoseconds: 1_500)))
      lines.append("a variant's own print")
    }
    lines.append(writer.line(for: .tearDownStarted))
    lines.append(
      writer.line(
        for: .finished(
          ReplayTrace(
            scenario: "Scenarios/a.scenario", scenarioName: "A", variant: "mvc", outcome: .passed, steps: []))
      ))
    let traces = WorkerProtocol.traces(inOutput: lines.joined(separator: "\n") + "\n")
    #expect(traces.count == 1)
    #expect(traces.first?.steps == steps)
    #expect(traces.first?.stepAppNanoseconds == [1_500, 1_500, 1_500])
    #expect(traces.first?.appMicroseconds == 5)
  }
}

/// A deterministic random number generator (SplitMix64), so that a failing seed fails again.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
