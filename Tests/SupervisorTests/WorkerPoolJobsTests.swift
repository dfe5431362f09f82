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
    "the jobs cover every scenario once, each in order, on every variant, in parts that differ by one at most",
    arguments: [(1, 1), (1, 9), (2, 5), (2, 121), (3, 7), (8, 3)])
  func jobsDealTheScenarios(parallelism: Int, count: Int) {
    let scenarios = (0..<count).map { (path: "s\(1000 + $0)", name: "S\($0)") }
    let jobs = Self.pool(parallelism: parallelism).jobs(replaying: scenarios, on: ["a", "b"])
    let dealt = jobs.flatMap { $0.scenarios.map(\.path) }
    #expect(dealt.sorted() == scenarios.map(\.path))
    #expect(jobs.allSatisfy { $0.scenarios.map(\.path) == $0.scenarios.map(\.path).sorted() })
    #expect(jobs.allSatisfy { $0.variants == ["a", "b"] })
    #expect(jobs.count == min(count, parallelism * WorkerPool.jobsPerWorker))
    let sizes = jobs.map(\.scenarios.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
  }

  @Test("each job holds scenarios from all over the list, not one stretch of it")
  func jobsMixTheList() {
    let scenarios = (0..<12).map { (path: "s\(10 + $0)", name: "S\($0)") }
    let jobs = Self.pool(parallelism: 2).jobs(replaying: scenarios, on: ["a"])
    #expect(
      jobs.map { $0.scenarios.map(\.path) } == [
        ["s10", "s14", "s18"], ["s11", "s15", "s19"], ["s12", "s16", "s20"], ["s13", "s17", "s21"],
      ])
  }

  @Test func noScenariosMakeNoJobs() {
    #expect(Self.pool(parallelism: 2).jobs(replaying: [], on: ["a"]).isEmpty)
  }

  @Test func aJobReplaysScenarioByScenarioEachOnEveryVariant() {
    let job = WorkerPool.Job(variants: ["a", "b"], scenarios: [("s1", "S1"), ("s2", "S2")])
    #expect(job.replays.map { "\($0.path) \($0.variant)" } == ["s1 a", "s1 b", "s2 a", "s2 b"])
  }
}
