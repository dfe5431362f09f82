import Foundation
import Testing

@testable import Supervisor

/// How a run's replays are split into worker jobs.
@Suite struct WorkerPoolJobsTests {
  static func pool(parallelism: Int) -> WorkerPool {
    WorkerPool(
      executable: URL(fileURLWithPath: "/nonexistent/arch-harness"),
      scenariosRoot: URL(fileURLWithPath: "/nonexistent/Scenarios"), parallelism: parallelism)
  }

  @Test(
    "the jobs cover every scenario once, in order, on every variant, in parts that differ by one at most",
    arguments: [(1, 1), (1, 9), (2, 5), (2, 121), (3, 7), (8, 3)])
  func jobsSplitTheScenarios(parallelism: Int, count: Int) {
    let scenarios = (0..<count).map { (path: "s\($0)", name: "S\($0)") }
    let jobs = Self.pool(parallelism: parallelism).jobs(replaying: scenarios, on: ["a", "b"])
    #expect(jobs.flatMap { $0.scenarios.map(\.path) } == scenarios.map(\.path))
    #expect(jobs.allSatisfy { $0.variants == ["a", "b"] })
    #expect(jobs.count == min(count, parallelism * WorkerPool.jobsPerWorker))
    let sizes = jobs.map(\.scenarios.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
  }

  @Test func noScenariosMakeNoJobs() {
    #expect(Self.pool(parallelism: 2).jobs(replaying: [], on: ["a"]).isEmpty)
  }

  @Test func aJobReplaysScenarioByScenarioEachOnEveryVariant() {
    let job = WorkerPool.Job(variants: ["a", "b"], scenarios: [("s1", "S1"), ("s2", "S2")])
    #expect(job.replays.map { "\($0.path) \($0.variant)" } == ["s1 a", "s1 b", "s2 a", "s2 b"])
  }
}
