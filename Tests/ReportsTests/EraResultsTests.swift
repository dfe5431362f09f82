import Foundation
import Reports
import Testing

/// `results.json` carries each variant's era and shared cores, the ratios within an era and the
/// shared cores' split; `merge` keeps them and refuses shards that disagree on a variant's era.
@Suite struct EraResultsTests {
  @Test func resultsJSONCarriesEachVariantsEraAndTheSplitAndReadsBackTheSame() throws {
    let run = ReportErasFixtures.run()
    let json = JSONReportWriter.json(for: run)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let variants = try #require(object["variants"] as? [[String: Any]])
    #expect(variants.map { $0["era"] as? String } == ["uikit", "swiftui", "uikit", "uikit", "swiftui"])
    #expect(
      variants.map { $0["sharedCoreModules"] as? [String] } == [
        nil, nil, nil, ["ReducerCore"], ["ReducerCore"],
      ])
    let eras = try #require(object["eraCostRatios"] as? [[String: Any]])
    #expect(eras.map { $0["baseline"] as? String } == ["swiftui"])
    let cores = try #require(object["sharedCores"] as? [[String: Any]])
    #expect(cores.map { ($0["core"] as? [String: Any])?["linesOfCode"] as? Int } == [80])
    #expect(try JSONReportWriter.run(from: json) == run)
  }

  @Test func mergedShardsKeepTheErasTheRatiosWithinAnEraAndTheSharedCores() throws {
    var one = ReportErasFixtures.run()
    var two = ReportErasFixtures.run()
    one.shard = Shard(index: 1, count: 2)
    two.shard = Shard(index: 2, count: 2)
    two.scenarios = []
    two.traces = []
    let merged = try HarnessRun.merged([one, two], sources: ["one", "two"])
    #expect(merged.variants == ReportErasFixtures.variants)
    #expect(merged.eraCostRatios == one.eraCostRatios)
    #expect(merged.sharedCores == one.sharedCores)
  }

  @Test func shardsThatDisagreeOnAVariantsEraAreRefused() {
    var one = ReportErasFixtures.run()
    var two = ReportErasFixtures.run()
    one.shard = Shard(index: 1, count: 2)
    two.shard = Shard(index: 2, count: 2)
    two.scenarios = []
    two.traces = []
    two.variants[1].era = "uikit"
    #expect(throws: HarnessRun.MergeError("two: compares other variants than one")) {
      try HarnessRun.merged([one, two], sources: ["one", "two"])
    }
  }
}
