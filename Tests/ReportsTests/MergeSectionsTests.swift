import Comparison
import Mutation
import Reports
import Testing
import Traces

/// `merge` keeps what the shards' results carry besides their replays: the specification's
/// coverage, the known deviations, and the Testability and Behaviour map sections.
@Suite struct MergeSectionsTests {
  /// The fixtures' two scenarios as the two shards of one split.
  static func shards() -> (HarnessRun, HarnessRun) {
    var one = ReportFixtures.run(traces: ReportFixtures.traces.filter { $0.scenario.hasPrefix("products/") })
    var two = ReportFixtures.run(traces: ReportFixtures.traces.filter { $0.scenario.hasPrefix("bmi/") })
    one.shard = Shard(index: 1, count: 2)
    two.shard = Shard(index: 2, count: 2)
    return (one, two)
  }

  static let map = BehaviourMap(
    variants: [
      VariantBehaviour(variant: "mvc", module: "MVCApp", countedLines: 10, reachedLines: 8, unreached: [])
    ],
    scenarios: [], sourceDigest: "abc")

  @Test("a section one shard holds is in the merged run")
  func oneShardsSection() throws {
    var (one, two) = Self.shards()
    two.testability = ReportFixtures.testability
    one.behaviourMap = Self.map
    let merged = try HarnessRun.merged([one, two], sources: ["one", "two"])
    #expect(merged.testability == ReportFixtures.testability)
    #expect(merged.behaviourMap == Self.map)
  }

  @Test(
    "the replay backend is the shards' own, or mixed when they differ",
    arguments: [("hooks", "hooks", "hooks"), ("spi", "hooks", "mixed"), (nil, nil, nil)])
  func replayBackend(first: String?, second: String?, merged: String?) throws {
    var (one, two) = Self.shards()
    one.replayBackend = first
    two.replayBackend = second
    #expect(try HarnessRun.merged([one, two], sources: ["one", "two"]).replayBackend == merged)
  }

  @Test("a section two shards hold differently is refused, naming both")
  func differingSections() {
    var (one, two) = Self.shards()
    one.testability = ReportFixtures.testability
    var other = ReportFixtures.testability
    other.sample = 3
    two.testability = other
    #expect(
      throws: HarnessRun.MergeError(
        "two: its Testability section differs from the one in one; add it again after merging")
    ) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }

  @Test("the specification's coverage is what either shard covers")
  func coverageIsMerged() throws {
    var (one, two) = Self.shards()
    one.coverage = SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["a.a"])
    two.coverage = SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["c.c"])
    let merged = try HarnessRun.merged([one, two], sources: ["one", "two"])
    #expect(merged.coverage == SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["a.a", "c.c"]))
  }

  @Test("known deviations of every shard are kept, each once")
  func knownDeviationsAreKept() throws {
    var (one, two) = Self.shards()
    let deviation = KnownDeviation(
      scenario: "bmi/save.scenario", variant: "viper", reason: "crashes on purpose", line: 3)
    one.knownDeviations = [deviation]
    two.knownDeviations = [deviation]
    let merged = try HarnessRun.merged([one, two], sources: ["one", "two"])
    #expect(merged.knownDeviations == [deviation])
  }
}
