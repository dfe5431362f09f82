import DeterministicRuntime
import Foundation
import Reports
import Testing
import Traces

/// The planted `real-time-sleep` fault (a `Task.sleep` instead of the injected clock, on the
/// fault scenario's line 9) under each backend: the SPI backend puts the sleep on virtual time, so
/// the replay passes; the hooks backend cannot, so the step that sleeps fails there, the same way
/// on every run, and the healthy scenarios beside it still pass.
@Suite struct RealTimeSleepTests {
  static let fault = "real-time-sleep"

  /// The fault scenario's trace and the healthy ones' outcomes, replayed with `backend`.
  static func replay(_ backend: ReplayBackend) async throws -> (status: Int32, traces: [String: ReplayTrace])
  {
    let scratch = try ScratchScenarios(
      copying: PlantedFaultTests.healthy, writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    defer { scratch.remove() }
    let out = scratch.base.appendingPathComponent("reports")
    let (status, _) = try await HarnessProcess.run(
      [
        "run", "--quiet", "--variant", fault, "--scenarios", scratch.root.path, "--out", out.path,
        "--format", "json",
      ], binary: "arch-harness-testbed", environment: [ReplayBackend.environmentVariable: backend.rawValue])
    let run = try JSONReportWriter.run(
      from: String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8))
    return (status, Dictionary(uniqueKeysWithValues: run.traces.map { ($0.scenario, $0) }))
  }

  @Test(.needsReplayBackend(.hooks))
  func underTheHooksBackendTheStepThatSleepsInRealTimeFailsAtItsLine() async throws {
    let (status, traces) = try await Self.replay(.hooks)
    #expect(status == 1)
    let faulty = try #require(traces["Scenarios/a-fault.scenario"])
    #expect(faulty.outcome.status == "step-failed")
    #expect(faulty.outcome.line == 9)
    // The thread that runs the sleep is still there at the end: the worker starts afresh after it.
    #expect(faulty.leaks.count == 1)
    #expect(faulty.leaks.first?.hasPrefix("threads started during the replay still running") == true)
    #expect(
      faulty.failureMessages.filter { !$0.hasPrefix("leak: ") } == [
        "Scenarios/a-fault.scenario:9:1: error: `open \"app://fault\"` started work that runs in real time, "
          + "outside the replay: a `Task.sleep` (which the 'hooks' backend cannot put on virtual time; wait "
          + "on the injected clock instead), or work on `DispatchQueue.global()`, behind `asyncAfter` or on a "
          + "`Thread`"
      ])
    #expect(faulty.steps.count == 5, "the replay stops at the step that slept")
    for path in PlantedFaultTests.healthy {
      #expect(traces["Scenarios/\(path)"]?.outcome == .passed, "\(path)")
    }
  }

  @Test(.needsReplayBackend(.spi))
  func underTheSPIBackendTheSleepWaitsOnVirtualTimeAndTheReplayPasses() async throws {
    let (status, traces) = try await Self.replay(.spi)
    #expect(status == 0)
    let faulty = try #require(traces["Scenarios/a-fault.scenario"])
    #expect(faulty.outcome == .passed)
    #expect(faulty.leaks.isEmpty)
    // It woke during the last `wait 100ms`, on virtual time: the list it retitled is on screen.
    #expect(faulty.steps.last?.screen.contains("\"woke\"") == true, "\(faulty.steps.last?.screen ?? "")")
  }
}
