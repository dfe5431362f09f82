import Foundation
import Supervisor
import Testing
import Traces

/// A pool run that is asked to stop after a trace replays nothing after it (`mutate` stops a
/// mutant's replays at the first one that tells it apart); one variant crashing takes none of the
/// run's other replays with it: a fresh worker resumes at the next variant of the same scenario.
@Suite(.needsReplayRuntime) struct WorkerPoolRunTests {
  static let scenarios = Array(ScenarioCorpus.paths.prefix(4)).map { (path: $0, name: $0) }

  static func pool(parallelism: Int = 1) throws -> WorkerPool {
    WorkerPool(
      executable: try HarnessProcess.executableURL(), scenariosRoot: HarnessProcess.scenariosRoot,
      parallelism: parallelism)
  }

  @Test("a run asked to stop after its second trace reports only the first two")
  func stopsAfterTheAcceptedTrace() async throws {
    let second = Self.scenarios[1].path
    let pool = try Self.pool()
    let traces = try await HarnessProcess.offloaded {
      pool.run(replaying: Self.scenarios, on: ["mvc"], stopAfter: { $0.scenario == second }) { _ in }
    }
    #expect(traces.map(\.scenario) == Self.scenarios.prefix(2).map(\.path))
    #expect(traces.allSatisfy { $0.outcome.isPass })
  }

  @Test("a run never asked to stop replays every scenario, in order in one worker")
  func replaysEverythingOtherwise() async throws {
    let pool = try Self.pool()
    let traces = try await HarnessProcess.offloaded {
      pool.run(replaying: Self.scenarios, on: ["mvc"]) { _ in }
    }
    #expect(traces.map(\.scenario) == Self.scenarios.map(\.path))
  }

  @Test(
    "workers taking scenarios as they go replay each on every variant once",
    arguments: [(1, 1), (2, 1), (2, 3), (3, 7), (2, 12)])
  func workersShareTheScenarios(parallelism: Int, count: Int) async throws {
    let scenarios = Array(ScenarioCorpus.paths.prefix(count)).map { (path: $0, name: $0) }
    let variants = ["mvc", "reducer"]
    let pool = try Self.pool(parallelism: parallelism)
    let traces = try await HarnessProcess.offloaded {
      pool.run(replaying: scenarios, on: variants) { _ in }
    }
    let expected = scenarios.flatMap { scenario in variants.map { "\(scenario.path) \($0) pass" } }
    #expect(traces.map { "\($0.scenario) \($0.variant) \($0.outcome.status)" }.sorted() == expected.sorted())
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

  @Test("a run asked to stop after a crashed replay replays nothing after it in a fresh worker")
  func stopsAfterACrash() async throws {
    let (scratch, pool, scenarios) = try Self.plantedFault()
    defer { scratch.remove() }
    let traces = try await HarnessProcess.offloaded {
      pool.run(
        replaying: scenarios.map { ($0, $0) }, on: ["crash-main"],
        stopAfter: { $0.outcome.status == "crashed" }
      ) { _ in }
    }
    #expect(traces.map(\.scenario) == ["Scenarios/a-fault.scenario"])
    #expect(traces.map(\.outcome.status) == ["crashed"])
  }

  @Test(
    "a variant whose worker stops mid-run (a crash; work left running) leaves every other replay to a fresh worker",
    arguments: [("crash-main", "crashed", 9), ("sleeps-forever", "leaks", nil)])
  func aStoppedWorkerResumesAtTheNextVariant(fault: String, status: String, line: Int?) async throws {
    let (scratch, pool, scenarios) = try Self.plantedFault()
    defer { scratch.remove() }
    let variants = ["mvc", fault, "viper"]
    let traces = try await HarnessProcess.offloaded {
      pool.run(replaying: scenarios.map { ($0, $0) }, on: variants) { _ in }
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
