import Foundation
import Supervisor
import Testing
import Traces

/// A worker replays each of its scenarios on several variants; one variant crashing takes none of
/// the others' replays with it: a fresh worker resumes at the next variant of the same scenario.
@Suite(.needsReplayRuntime) struct WorkerPoolResumeTests {
  @Test("a variant that crashes mid-job leaves every other replay of the job to a fresh worker")
  func aCrashResumesAtTheNextVariant() async throws {
    let scratch = try ScratchScenarios(
      copying: PlantedFaultTests.healthy, writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    defer { scratch.remove() }
    let pool = WorkerPool(
      executable: try HarnessProcess.executableURL("arch-harness-testbed"), scenariosRoot: scratch.root,
      parallelism: 1)
    let scenarios = (["a-fault.scenario"] + PlantedFaultTests.healthy).map { "Scenarios/" + $0 }
    let traces = try await HarnessProcess.offloaded {
      pool.run(
        [WorkerPool.Job(variants: ["mvc", "crash-main", "viper"], scenarios: scenarios.map { ($0, $0) })]
      ) { _ in }
    }
    let expected = scenarios.flatMap { path in
      ["mvc", "crash-main", "viper"].map { variant in
        "\(path) \(variant) "
          + (variant == "crash-main" && path.hasSuffix("a-fault.scenario") ? "crashed" : "pass")
      }
    }
    #expect(traces.map { "\($0.scenario) \($0.variant) \($0.outcome.status)" } == expected)
    let crashed = try #require(traces.first { $0.variant == "crash-main" && $0.scenario == scenarios[0] })
    #expect(crashed.outcome.line == 9)
  }
}
