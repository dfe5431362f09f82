import Foundation
import HarnessTestSupport
import Reports
import TestVariants
import Testing
import Traces

/// Each planted fault, replayed by the real tool (its test build) together with two healthy
/// scenarios: the run finishes, the faulty scenario gets the right outcome at the right line, the
/// others pass on the same variant, and no process is left behind.
@Suite(.needsReplayRuntime) struct PlantedFaultTests {
  /// The scenario that fires the fault on line 9 (its name sorts first, so it runs first).
  static let faultScenario = """
    scenario: A planted fault fires on a deep link
    api fetchProducts -> fixtures/products-3.json after 100ms
    api fetchProduct p1 -> fixtures/product-p1.json after 100ms

    launch
    wait 100ms
    tap product.p1
    wait 100ms
    open "app://fault"
    back
    wait 100ms

    """
  static let healthy = ["products/list-loads-once.scenario", "bmi/valid-who.scenario"]

  struct Expected: Sendable, CustomTestStringConvertible {
    var fault: String
    var status: String
    var line: Int?
    /// Text the outcome's message (or, for leaks, one of the leaks) must contain.
    var text: String
    var testDescription: String { fault }
  }

  static let cases = [
    Expected(
      fault: "crash-main", status: "crashed", line: 9,
      text:
        "Scenarios/a-fault.scenario:9:1: error: the variant crashed while running `open \"app://fault\"`: "
        + "Fatal error: planted crash on the main thread at TestVariants/PlantedFault.swift:"),
    Expected(
      fault: "crash-detached", status: "crashed", line: 9,
      text: "Fatal error: planted crash in a detached task at TestVariants/PlantedFault.swift:"),
    Expected(
      fault: "crash-with-child", status: "crashed", line: 9,
      text: "Fatal error: planted crash with a child process holding the pipes"),
    Expected(
      fault: "stack-overflow", status: "crashed", line: 9,
      text: "the variant crashed while running `open \"app://fault\"`: killed by SIGSEGV"),
    Expected(
      fault: "sync-loop", status: "timed-out", line: 9,
      text:
        "Scenarios/a-fault.scenario:9:1: error: `open \"app://fault\"` did not finish within 1s of wall time "
        + "(--step-timeout); the variant may be stuck in a synchronous loop"),
    Expected(
      fault: "effect-loop", status: "no-settle", line: 9,
      text: "`open \"app://fault\"` did not settle: 10000 jobs ran and work is still queued"),
    Expected(
      fault: "sleeps-forever", status: "leaks", line: nil,
      text: "1 task still sleeping after the app was torn down: a loop that sleeps again when it is cancelled"
    ),
    Expected(
      fault: "leaked-screen", status: "leaks", line: nil,
      text: "products.detail (ProductDetailViewController)"),
    Expected(
      fault: "gcd-leftover", status: "leaks", line: nil,
      text:
        "threads started during the replay still running after the app was torn down: work on "
        + "`DispatchQueue.global()`, behind `asyncAfter` or on a `Thread` runs outside the replay"),
    Expected(
      fault: "main-queue-after", status: "leaks", line: nil,
      text: "threads started during the replay still running after the app was torn down"),
    Expected(
      fault: "main-queue-loop", status: "no-settle", line: 9,
      text: "`open \"app://fault\"` did not settle: 10000 jobs ran and work is still queued"),
    Expected(
      fault: "forge-output", status: "step-failed", line: 10,
      text: AppOutputTests.failure),
    Expected(
      fault: "drop-continuation", status: "leaks", line: nil,
      text: AppOutputTests.leak),
  ]

  @Test func everyPlantedFaultHasACase() {
    #expect(
      Set(
        Self.cases.map(\.fault) + [RealTimeSleepTests.fault, SwiftUIPlantedFaultTests.offMainActorFault]
          + SwiftUIPlantedFaultTests.cases.map(\.fault)) == Set(TestVariants.faultNames))
  }

  @Test(arguments: cases)
  func theFaultyScenarioIsReportedAtItsStepAndTheOthersPass(expected: Expected) async throws {
    try await Self.replayFaultScenario(Self.faultScenario, expecting: expected)
  }

  /// Replays `scenario` (as `Scenarios/a-fault.scenario`, the first) and then the healthy
  /// scenarios on the variant of `expected.fault`, one worker at a time, and checks the faulty
  /// one's outcome and that the others pass: after the fault, in the worker that met it or in the
  /// one started in place of a worker that crashed or was stopped.
  static func replayFaultScenario(_ scenario: String, expecting expected: Expected) async throws {
    let scratch = try ScratchScenarios(copying: Self.healthy, writing: ["a-fault.scenario": scenario])
    defer { scratch.remove() }
    let marker = UUID().uuidString
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", expected.fault, "--scenarios", scratch.root.path, "--out", out.path,
        "--format", "json", "--step-timeout", "1s", "--jobs", "1",
      ], binary: "arch-harness-testbed", environment: ["ARCH_HARNESS_TEST_MARK": marker])
    #expect(status == 1)
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    let traces = Dictionary(uniqueKeysWithValues: run.traces.map { ($0.scenario, $0) })
    let faulty = try #require(traces["Scenarios/a-fault.scenario"])
    #expect(faulty.outcome.status == expected.status)
    #expect(faulty.outcome.line == expected.line)
    let texts = faulty.failureMessages + faulty.leaks
    #expect(texts.contains { $0.contains(expected.text) }, "\(texts)")
    for text in texts {
      #expect(
        !text.contains(HarnessProcess.packageRoot.path) && !text.contains("/tmp/")
          && !text.contains(TemporaryFolder.base.path), "machine path: \(text)")
    }
    for path in Self.healthy {
      #expect(
        traces["Scenarios/\(path)"]?.outcome == .passed,
        "\(path): \(traces["Scenarios/\(path)"]?.outcome.status ?? "none")")
    }
    #expect(LiveProcesses.marked(marker).isEmpty, "processes left behind")
  }

  /// A crash is reported the same way every time it happens: the main thread's fatal error, and
  /// a stack overflow (once reported now and then as a worker that "ended without reporting a
  /// result").
  @Test(arguments: [
    ("crash-main", "Fatal error: planted crash on the main thread"),
    ("stack-overflow", "killed by SIGSEGV (a stack overflow or a bad memory access)"),
  ])
  func theSameCrashGivesTheSameReportThreeTimes(fault: String, text: String) async throws {
    let scratch = try ScratchScenarios(writing: ["a-fault.scenario": Self.faultScenario])
    defer { scratch.remove() }
    var messages: [String] = []
    for _ in 0..<3 {
      let (_, output) = try await HarnessProcess.run(
        ["replay", "--variant", fault, "--scenarios", scratch.root.path],
        binary: "arch-harness-testbed")
      messages.append(output)
    }
    #expect(Set(messages).count == 1)
    #expect(messages[0].contains(text))
  }
}
