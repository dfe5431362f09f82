import Foundation
import Testing
import Traces

@testable import Supervisor

/// Whatever the app prints — forged messages of every kind, the runtime's line about a dropped
/// continuation, mangled copies of both, bytes that are not UTF-8, in pieces of any size — reaches
/// the supervisor only as the replay's app output: the replay keeps its name, its steps and its
/// verdict, and the one verdict the output can change is a leak per intact runtime line.
@Suite struct AppOutputFuzzTests {
  static let forged = [
    "TRACE\tScenarios/a.scenario\tForged title\tmvc\tpass\t\t\t0\t0\t0\t0\n",
    "TRACE\tScenarios/b.scenario\tOther\tmvc\tcrashed\t3\tboom\t0\t0\t0\t0\n",
    "STEPTRACE\t0\t5\t0\tlaunch\t+forged screen\t0\t0\t0\t0\n",
    "STEP\t0\tScenarios/a.scenario\t5\t1\tlaunch\n",
    "SCENARIO\tmvc\tScenarios/b.scenario\n", "TEARDOWN\n", "RESTART\tforged\n", "BENCH\t{}\n",
    "OUTPUT\t0\t5\t0\t99\tlaunch\tforged\n", "END\n", "HEADING\tScenarios/a.scenario\tForged\t0\t0\n",
    "HEADINGS-END\n", AppOutputCollectorTests.runtimeLine,
  ]
  static let noise: [[UInt8]] = [
    Array("\t".utf8), Array("\\".utf8), Array("\\t".utf8), Array("\r".utf8), [0], [0x1B], [0xFF], [0xC3],
    Array("é".utf8), Array("♥".utf8), Array("plain words ".utf8), Array("\n".utf8),
  ]

  /// What one step's app printed: forged lines, runtime lines, noise, some of them mangled.
  static func printed(_ random: inout SplitMix) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int(random.next() % 9) {
      var piece: [UInt8]
      switch random.next() % 4 {
      case 0, 1: piece = Array(forged[Int(random.next() % UInt64(forged.count))].utf8)
      case 2: piece = noise[Int(random.next() % UInt64(noise.count))]
      default: piece = Array(repeating: UInt8(ascii: "x"), count: Int(random.next() % 1200))
      }
      if random.next() % 3 == 0, !piece.isEmpty {
        let at = Int(random.next() % UInt64(piece.count))
        switch random.next() % 4 {
        case 0: piece[at] = noise[Int(random.next() % UInt64(noise.count))].first ?? 0
        case 1: piece.remove(at: at)
        case 2: piece.insert(piece[at], at: at)
        default: piece.removeLast(piece.count - at)
        }
      }
      bytes += piece
      // No line longer than the collector searches (the runtime's line is short).
      if bytes.count - (bytes.lastIndex(of: 0x0A) ?? -1) > 1000 { bytes.append(0x0A) }
    }
    return bytes
  }

  static func step(_ index: Int, failing: Bool) -> StepTrace {
    StepTrace(
      index: index, line: 5 + index, source: index == 0 ? "launch" : "tap p\(index)",
      screen: "screen products.list\n  label p\(index)", navigation: [], calls: ["fetchProducts"],
      state: ["products: loaded [p1]"],
      failures: failing && index == 3 ? ["Scenarios/a.scenario:8:1: error: expected"] : [])
  }

  /// A worker's output for a replay of `steps` whose app printed `printed[i]` in step `i`, fed to
  /// the collector in pieces of random size, as a worker sends it; and the trace it sends, which
  /// leaks when it passed and the output announced a dropped continuation.
  static func workerOutput(
    steps: [StepTrace], printed: [[UInt8]], random: inout SplitMix
  ) -> (output: String, trace: ReplayTrace) {
    var writer = WorkerMessageWriter()
    var bytes: [UInt8] = []
    var collector = AppOutputCollector()
    var through = 0
    var leaks: [String] = []
    writer.append(.scenarioStarted(path: "Scenarios/a.scenario", variant: "mvc"), to: &bytes)
    for (step, output) in zip(steps, printed) {
      let marker = StepMarker(
        index: step.index, file: "Scenarios/a.scenario", line: step.line, column: 1, source: step.source)
      writer.append(.stepStarted(marker), to: &bytes)
      var position = 0
      while position < output.count {
        let end = min(output.count, position + 1 + Int(random.next() % 300))
        output[position..<end].withUnsafeBytes { collector.append($0) }
        position = end
      }
      through += output.count
      writer.append(.stepFinished(step, appNanoseconds: 1_000), to: &bytes)
      let (shown, found) = collector.finishStep(at: marker)
      leaks += found
      if let shown { writer.append(.appOutput(shown, through: through), to: &bytes) }
    }
    writer.append(.tearDownStarted, to: &bytes)
    let trace = ReplayTrace(
      scenario: "Scenarios/a.scenario", scenarioName: "A replay", variant: "mvc",
      outcome: steps.first { !$0.failures.isEmpty }.map {
        .failedExpectations(line: $0.line, step: $0.index, message: $0.failures[0])
      } ?? (leaks.isEmpty ? .passed : .leaked),
      steps: [], leaks: leaks)
    writer.append(.finished(trace), to: &bytes)
    return (String(decoding: bytes, as: UTF8.self), trace)
  }

  /// The runtime lines, whole and ended by a line break, in everything the app printed.
  static func runtimeLines(in printed: [UInt8]) -> Int {
    let misuse = Array("SWIFT TASK CONTINUATION MISUSE: ".utf8)
    let leaked = Array(" leaked its continuation without resuming it".utf8)
    var count = 0
    for line in printed.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
      let text = Array(line)
      guard let start = firstIndex(of: misuse, in: text) else { continue }
      if firstIndex(of: leaked, in: Array(text[(start + misuse.count)...])) != nil { count += 1 }
    }
    return count
  }

  /// Where `needle` first starts in `haystack`: each place whose first byte matches is compared
  /// whole (a debug build makes a slice of every place slowly).
  private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard let first = needle.first, haystack.count >= needle.count else { return nil }
    return haystack.withUnsafeBufferPointer { bytes in
      needle.withUnsafeBufferPointer { wanted in
        (0...(bytes.count - wanted.count)).first {
          bytes[$0] == first && memcmp(bytes.baseAddress! + $0, wanted.baseAddress!, wanted.count) == 0
        }
      }
    }
  }

  /// How many runtime lines the leaks stand for (`(2 times)` counts two).
  static func count(of leaks: [String]) -> Int {
    leaks.reduce(0) { total, leak in
      guard let times = leak.firstMatch(of: /\((\d+) times\); the task/) else { return total + 1 }
      return total + (Int(times.1) ?? 0)
    }
  }

  @Test(arguments: 0..<24)
  func whateverTheAppPrintsTheReplayKeepsItsNameStepsAndVerdict(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let steps = (0..<6).map { Self.step($0, failing: seed.isMultiple(of: 3)) }
    let printed = steps.map { _ in Self.printed(&random) }
    let (output, sent) = Self.workerOutput(steps: steps, printed: printed, random: &random)
    let runtimeLines = Self.runtimeLines(in: printed.flatMap { $0 })
    let traces = WorkerProtocol.traces(inOutput: output)
    try #require(traces.count == 1)
    let trace = traces[0]
    #expect(trace.scenario == "Scenarios/a.scenario")
    #expect(trace.scenarioName == "A replay")
    #expect(trace.variant == "mvc")
    #expect(
      trace.outcome
        == (seed.isMultiple(of: 3)
          ? .failedExpectations(line: 8, step: 3, message: "Scenarios/a.scenario:8:1: error: expected")
          : runtimeLines > 0 ? .leaked : .passed))
    #expect(trace.steps == steps)
    #expect(trace.leaks == sent.leaks)
    #expect(Self.count(of: trace.leaks) == runtimeLines)
    #expect(trace.appOutput.map(\.step) == steps.indices.filter { !printed[$0].isEmpty })
    let all = printed.flatMap { $0 }
    let shown = trace.appOutput.reduce(0) { $0 + $1.text.utf8.count }
    if all.count <= AppOutput.shownBytesPerReplay,
      printed.allSatisfy({ String(validating: $0, as: UTF8.self) != nil })
    {
      #expect(trace.appOutput.map(\.text).joined() == String(decoding: all, as: UTF8.self))
      #expect(trace.appOutput.allSatisfy { $0.omittedBytes == 0 })
    } else if String(validating: all, as: UTF8.self) != nil {
      #expect(shown + trace.appOutput.reduce(0) { $0 + $1.omittedBytes } == all.count)
    }
  }

  /// An `OUTPUT` line cut or changed at random is refused or read as app output: never as
  /// another message, and never a crash of the reader.
  @Test(arguments: 0..<4)
  func aMangledOutputLineIsRefusedOrReadAsAppOutputOnly(seed: UInt64) {
    var random = SplitMix(seed: seed)
    var refused = 0
    for _ in 0..<300 {
      let text = String(decoding: Self.printed(&random), as: UTF8.self)
      let output = AppOutput(step: 2, line: 7, source: "tap p2", text: text, omittedBytes: 3)
      var bytes = Array(WorkerProtocol.line(for: .appOutput(output, through: 4_096)).utf8)
      for _ in 0..<(1 + Int(random.next() % 3)) where !bytes.isEmpty {
        let at = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0: bytes[at] = Self.noise[Int(random.next() % UInt64(Self.noise.count))].first ?? 0
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(bytes[at], at: at)
        default: bytes.removeLast(bytes.count - at)
        }
      }
      switch WorkerProtocol.message(from: Substring(String(decoding: bytes, as: UTF8.self))) {
      case nil: refused += 1
      case .appOutput: break
      case let other?: Issue.record("a mangled OUTPUT line read as \(other)")
      }
    }
    #expect(refused > 50)
  }

  @Test func theSeedsCoverRuntimeLinesOutputPastTheBudgetAndBytesThatAreNotUTF8() {
    var runtimeLines = 0
    var overBudget = 0
    var invalid = 0
    for seed in UInt64(0)..<24 {
      var random = SplitMix(seed: seed)
      let printed = (0..<6).map { _ in Self.printed(&random) }.flatMap { $0 }
      runtimeLines += Self.runtimeLines(in: printed)
      if printed.count > AppOutput.shownBytesPerReplay { overBudget += 1 }
      if String(validating: printed, as: UTF8.self) == nil { invalid += 1 }
    }
    #expect(runtimeLines > 5)
    #expect(overBudget > 3)
    #expect(invalid > 3)
  }
}
