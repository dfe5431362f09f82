import CodeMetrics
import Foundation
import Reports
import Testing

/// `run --shard 1/2` and `--shard 2/2`, merged, make the run an unsharded `run` makes, apart from
/// timings; shards that do not fit together are refused.
@Suite(.needsReplayRuntime) struct ShardMergeTests {
  static let scenarios = [
    "bmi/valid-who.scenario", "bmi/save-to-history.scenario", "checkout/cancel.scenario",
    "navigation/deeplink-tabs.scenario", "products/list-loads-once.scenario",
  ]

  /// `run` without its timings: durations and the time per action vary from run to run.
  static func withoutTimings(_ run: HarnessRun) -> HarnessRun {
    var run = run
    run.traces = run.traces.map { trace in
      var trace = trace
      trace.durationMicroseconds = 0
      trace.stepAppNanoseconds = trace.stepAppNanoseconds.map { _ in 0 }
      return trace
    }
    run.costs = run.costs.map { cost in
      var cost = cost
      cost.microsecondsPerAction = nil
      cost.microsecondsPerActionLow = nil
      cost.microsecondsPerActionHigh = nil
      return cost
    }
    run.costRatios = run.costRatios?.map(Self.withoutTime)
    run.eraCostRatios = run.eraCostRatios?.map { era in
      var era = era
      era.ratios = era.ratios.map(Self.withoutTime)
      return era
    }
    return run
  }

  static func withoutTime(_ ratio: CostRatio) -> CostRatio {
    var ratio = ratio
    ratio.timePerActionPercent = nil
    ratio.timePerActionSignificant = nil
    return ratio
  }

  static func results(in folder: URL) throws -> HarnessRun {
    try JSONReportWriter.run(
      from: String(contentsOf: folder.appendingPathComponent("results.json"), encoding: .utf8))
  }

  @Test func twoShardsMergedEqualTheWholeRun() async throws {
    let scratch = try ScratchScenarios(copying: Self.scenarios)
    defer { scratch.remove() }
    func folder(_ name: String) -> URL { scratch.base.appendingPathComponent(name) }
    let common = ["run", "--quiet", "--scenarios", scratch.root.path, "--format", "json"]
    #expect(try await HarnessProcess.run(common + ["--out", folder("whole").path]).status == 0)
    #expect(
      try await HarnessProcess.run(common + ["--out", folder("one").path, "--shard", "1/2"]).status == 0)
    #expect(
      try await HarnessProcess.run(common + ["--out", folder("two").path, "--shard", "2/2"]).status == 0)
    let one = try Self.results(in: folder("one"))
    let two = try Self.results(in: folder("two"))
    #expect(one.shard == Shard(index: 1, count: 2))
    #expect(one.scenarios.count == 3 && two.scenarios.count == 2)
    #expect(Set(one.scenarios.map(\.scenario)).isDisjoint(with: two.scenarios.map(\.scenario)))

    let merge = try await HarnessProcess.run([
      "merge", folder("two").path, folder("one").path, "--out", folder("merged").path,
    ])
    #expect(merge.status == 0)
    #expect(
      Self.withoutTimings(try Self.results(in: folder("merged")))
        == Self.withoutTimings(try Self.results(in: folder("whole"))))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder("merged").path))
        == ["summary.md", "report.html", "results.json", "junit.xml"])
  }

  @Test func aMissingShardIsRefused() async throws {
    let scratch = try ScratchScenarios(copying: Self.scenarios)
    defer { scratch.remove() }
    let one = scratch.base.appendingPathComponent("one")
    #expect(
      try await HarnessProcess.run([
        "run", "--quiet", "--scenarios", scratch.root.path, "--format", "json", "--out", one.path, "--shard",
        "1/2",
      ]).status == 0)
    let result = try await CommandLineTests.runCapturingErrors([
      "merge", one.path, "--out", scratch.base.appendingPathComponent("m").path,
    ])
    #expect(result.status == 2)
    #expect(result.errors == "error: cannot merge: shard 2/2 is missing\n")
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1/2/3", "", "-1/2"])
  func aBadShardIsAUsageError(text: String) async throws {
    let result = try await CommandLineTests.runCapturingErrors(["run", "--shard", text])
    #expect(result.status == 2)
    #expect(
      result.errors.split(separator: "\n").first.map(String.init)
        == "error: option '--shard' needs I/N with 1 ≤ I ≤ N, such as 2/4, not '\(text)'")
  }
}
