import Foundation
import Supervisor
import Testing
import Traces

/// A pool job that is asked to stop after a trace replays nothing after it (`mutate` stops a
/// mutant's replays at the first one that tells it apart).
@Suite(.needsReplayRuntime) struct WorkerPoolStopTests {
  static let scenarios = Array(ScenarioCorpus.paths.prefix(4)).map { (path: $0, name: $0) }

  static func pool() throws -> WorkerPool {
    WorkerPool(
      executable: try HarnessProcess.executableURL(), scenariosRoot: HarnessProcess.scenariosRoot,
      parallelism: 1)
  }

  @Test("a job asked to stop after its second trace reports only the first two")
  func stopsAfterTheAcceptedTrace() async throws {
    let second = Self.scenarios[1].path
    let pool = try Self.pool()
    let traces = try await HarnessProcess.offloaded {
      pool.run(
        [WorkerPool.Job(variant: "mvc", scenarios: Self.scenarios)], stopAfter: { $0.scenario == second }
      ) {
        _ in
      }
    }
    #expect(traces.map(\.scenario) == Self.scenarios.prefix(2).map(\.path))
    #expect(traces.allSatisfy { $0.outcome.isPass })
  }

  @Test("a job never asked to stop replays every scenario")
  func replaysEverythingOtherwise() async throws {
    let pool = try Self.pool()
    let traces = try await HarnessProcess.offloaded {
      pool.run([WorkerPool.Job(variant: "mvc", scenarios: Self.scenarios)]) { _ in }
    }
    #expect(traces.map(\.scenario) == Self.scenarios.map(\.path))
  }

  @Test("a job asked to stop after a crashed replay replays nothing after it in a fresh worker")
  func stopsAfterACrash() async throws {
    let scratch = try ScratchScenarios(
      copying: PlantedFaultTests.healthy, writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    defer { scratch.remove() }
    let pool = WorkerPool(
      executable: try HarnessProcess.executableURL("arch-harness-testbed"), scenariosRoot: scratch.root,
      parallelism: 1)
    let scenarios = ["Scenarios/a-fault.scenario"] + PlantedFaultTests.healthy.map { "Scenarios/" + $0 }
    let traces = try await HarnessProcess.offloaded {
      pool.run(
        [WorkerPool.Job(variant: "crash-main", scenarios: scenarios.map { ($0, $0) })],
        stopAfter: { $0.outcome.status == "crashed" }
      ) { _ in }
    }
    #expect(traces.map(\.scenario) == ["Scenarios/a-fault.scenario"])
    #expect(traces.map(\.outcome.status) == ["crashed"])
  }
}
