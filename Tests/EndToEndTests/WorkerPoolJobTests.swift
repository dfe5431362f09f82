import Foundation
import Supervisor
import Testing
import Traces

/// A pool job that is asked to stop after a trace replays nothing after it (`mutate` stops a
/// mutant's replays at the first one that tells it apart); one variant crashing takes none of the
/// job's other replays with it: a fresh worker resumes at the next variant of the same scenario.
@Suite(.needsReplayRuntime) struct WorkerPoolJobTests {
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

  /// A scratch folder with the planted fault's scenario first, then the healthy ones; a pool of
  /// one test-bed worker on it; the scenarios' paths in that order.
  static func plantedFault() throws -> (scratch: ScratchScenarios, pool: WorkerPool, scenarios: [String]) {
    let scratch = try ScratchScenarios(
      copying: PlantedFaultTests.healthy, writing: ["a-fault.scenario": PlantedFaultTests.faultScenario])
    let pool = WorkerPool(
      executable: try HarnessProcess.executableURL("arch-harness-testbed"), scenariosRoot: scratch.root,
      parallelism: 1)
    return (scratch, pool, (["a-fault.scenario"] + PlantedFaultTests.healthy).map { "Scenarios/" + $0 })
  }

  @Test("a job asked to stop after a crashed replay replays nothing after it in a fresh worker")
  func stopsAfterACrash() async throws {
    let (scratch, pool, scenarios) = try Self.plantedFault()
    defer { scratch.remove() }
    let traces = try await HarnessProcess.offloaded {
      pool.run(
        [WorkerPool.Job(variant: "crash-main", scenarios: scenarios.map { ($0, $0) })],
        stopAfter: { $0.outcome.status == "crashed" }
      ) { _ in }
    }
    #expect(traces.map(\.scenario) == ["Scenarios/a-fault.scenario"])
    #expect(traces.map(\.outcome.status) == ["crashed"])
  }

  @Test(
    "a variant whose worker stops mid-job (a crash; work left running) leaves every other replay of the job to a fresh worker",
    arguments: [("crash-main", "crashed", 9), ("sleeps-forever", "leaks", nil)])
  func aStoppedWorkerResumesAtTheNextVariant(fault: String, status: String, line: Int?) async throws {
    let (scratch, pool, scenarios) = try Self.plantedFault()
    defer { scratch.remove() }
    let variants = ["mvc", fault, "viper"]
    let traces = try await HarnessProcess.offloaded {
      pool.run([WorkerPool.Job(variants: variants, scenarios: scenarios.map { ($0, $0) })]) { _ in }
    }
    let expected = scenarios.flatMap { path in
      variants.map { variant in
        "\(path) \(variant) " + (variant == fault && path == scenarios[0] ? status : "pass")
      }
    }
    #expect(traces.map { "\($0.scenario) \($0.variant) \($0.outcome.status)" } == expected)
    let stopped = try #require(traces.first { $0.variant == fault && $0.scenario == scenarios[0] })
    #expect(stopped.outcome.line == line)
  }
}
