import Foundation
import Reports
import Testing
import Traces

/// Work an app puts on GCD, replayed by the real tool (its test build): blocks a step puts on
/// `DispatchQueue.main` run in that step, every time the same way; work a replay leaves on other
/// queues is that replay's leak and never reaches the replays after it in the same worker.
@Suite(.needsReplayRuntime) struct DispatchQueueReplayTests {
  /// Retitles the detail screen on line 9 through main queue → main queue → `Task` → main queue.
  static let mainQueueScenario = """
    scenario: A screen retitled through the main queue
    api fetchProducts -> fixtures/products-3.json after 100ms
    api fetchProduct p1 -> fixtures/product-p1.json after 100ms

    launch
    wait 100ms
    tap product.p1
    wait 100ms
    open "app://fault"
    expect-title "main queue: 4 hops"
    back
    wait 100ms

    """

  @Test func aChainOfMainQueueHopsRunsInTheStepThatStartedItTheSameWayEveryTime() async throws {
    let scratch = try ScratchScenarios(writing: ["main-queue.scenario": Self.mainQueueScenario])
    defer { scratch.remove() }
    let (status, output) = try await HarnessProcess.run(
      ["replay", "--variant", "main-queue-update", "--repeat", "20", "--scenarios", scratch.root.path],
      binary: "arch-harness-testbed")
    #expect(status == 0, "\(output)")
    #expect(output.contains("main-queue-update pass"), "\(output)")
  }

  @Test func theStepThatStartedTheChainRecordsTheScreenItLeft() async throws {
    let scratch = try ScratchScenarios(writing: ["main-queue.scenario": Self.mainQueueScenario])
    defer { scratch.remove() }
    let run = try await Self.run(["main-queue-update"], in: scratch)
    let trace = try #require(run.traces.first)
    let step = try #require(trace.steps.first { $0.line == 9 })
    #expect(step.screen.contains("screen products.detail \"main queue: 4 hops\""), "\(step.screen)")
    #expect(trace.outcome == .passed)
  }

  @Test func workLeftOnAGlobalQueueIsItsReplaysLeakAndNeverReachesTheNextReplays() async throws {
    let scratch = try ScratchScenarios(
      copying: ["bmi/number-shape-refused.scenario"] + PlantedFaultTests.healthy,
      writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    defer { scratch.remove() }
    // One worker: the culprit runs first, then a clean variant on the same scenario, then both
    // variants on the next scenarios (a long one first, so that the process is still replaying
    // when GCD runs the work); the work the culprit left crashes whichever replay runs then.
    let run = try await Self.run(["gcd-leftover", "mvc"], in: scratch, jobs: 1)
    let culprit = try #require(
      run.traces.first { $0.variant == "gcd-leftover" && $0.scenario.hasSuffix("a-fault.scenario") })
    #expect(culprit.outcome == .leaked)
    #expect(
      culprit.leaks.contains { $0.hasPrefix("threads started during the replay still running") },
      "\(culprit.leaks)")
    let others = run.traces.filter { $0 != culprit }
    #expect(others.count == 7)
    for trace in others {
      #expect(trace.outcome == .passed, "\(trace.scenario) on \(trace.variant): \(trace.outcome.status)")
    }
  }

  /// `arch-harness-testbed run` of `scratch` on `variants`; its results.
  private static func run(
    _ variants: [String], in scratch: ScratchScenarios, jobs: Int? = nil
  ) async throws -> HarnessRun {
    let out = scratch.base.appendingPathComponent("reports")
    var arguments = [
      "run", "--quiet", "--variant", variants.joined(separator: ","), "--scenarios", scratch.root.path,
      "--out", out.path, "--format", "json",
    ]
    if let jobs { arguments += ["--jobs", String(jobs)] }
    _ = try await HarnessProcess.run(arguments, binary: "arch-harness-testbed")
    return try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
  }
}
