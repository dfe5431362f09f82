import Comparison
import Foundation
import Reports
import Testing

/// Every scenario on every variant, through the `arch-harness` binary's workers
/// (``ScenarioCorpus/traces``); an eighth of them again with the workers' self-checks on, all in
/// the soak tier (``ScenarioCorpus/reversed``).
@Suite(.needsReplayRuntime) struct ScenarioReplayTests {
  @Test(arguments: ScenarioCorpus.pathsStartingTheReplays, ScenarioCorpus.variants)
  func scenarioPassesOnVariant(scenario: String, variant: String) async throws {
    let trace = try #require(
      (await ScenarioCorpus.traces.value)[variant]?[scenario], "no trace of \(scenario) on \(variant)")
    #expect(
      trace.outcome == .passed,
      "\(variant) \(trace.outcome.status): \(trace.failureMessages.joined(separator: "\n"))")
  }

  @Test(arguments: ScenarioCorpus.paths)
  func everyVariantLeavesTheSameTraceAtEveryStep(scenario: String) async throws {
    let corpus = await ScenarioCorpus.traces.value
    let traces = ScenarioCorpus.variants.compactMap { corpus[$0]?[scenario] }
    try #require(traces.count == ScenarioCorpus.variants.count, "a variant has no trace of \(scenario)")
    let divergence = Comparator.compare(traces).divergence
    #expect(
      divergence == nil,
      "\(divergence?.summary ?? "")\n\(divergence?.diffs.flatMap { ["\($0.variant) \($0.aspect):"] + $0.hunks }.joined(separator: "\n") ?? "")"
    )
  }

  /// The screens are rendered incrementally (only views that changed) and each step's record is
  /// sent as changes from the step before; with the self-checks on, a worker that finds either
  /// shortcut differing from the full rendering or record crashes at that step. The second replay
  /// of the corpus runs with them (every eighth scenario in the plain run, all in the soak tier,
  /// where the first replay runs with them too).
  @Test(arguments: ScenarioCorpus.variants)
  func everyScreenAndStepRecordOfTheCorpusSurvivesItsShortcuts(variant: String) async throws {
    ScenarioCorpus.start()
    let traces = try #require((await ScenarioCorpus.reversed.value)[variant])
    #expect(traces.count == ScenarioCorpus.secondPaths.count)
    let crashed = traces.values.filter { $0.outcome.status == "crashed" }.map(\.scenario).sorted()
    #expect(crashed.isEmpty, "crashed with the self-checks on: \(crashed)")
  }

  @Test func theCorpusCoversEverySectionOfTheSpec() {
    let folders = Set(
      ScenarioCorpus.paths.map { $0.split(separator: "/").dropFirst().first.map(String.init) ?? "" })
    #expect(folders.isSuperset(of: ["products", "checkout", "orders", "bmi", "history", "navigation"]))
    #expect(ScenarioCorpus.paths.count >= 15)
  }
}

/// The corpus's report is a page a person can open anywhere.
@Suite(.needsReplayRuntime) struct CorpusReportTests {
  @Test func theCorpusReportPageStaysUnderThreeHundredKilobytes() async throws {
    let corpus = await ScenarioCorpus.traces.value
    let traces = ScenarioCorpus.variants.flatMap { corpus[$0]?.values.map { $0 } ?? [] }
    let run = HarnessRun.make(
      toolVersion: "test",
      variants: ScenarioCorpus.variants.map { ComparedVariant(name: $0, displayName: $0) },
      absent: [], traces: traces, costs: [])
    let html = HTMLReportWriter.html(for: run)
    #expect(html.utf8.count < 300_000, "report.html is \(html.utf8.count) bytes")
    #expect(XMLParser(data: Data(html.utf8)).parse())
  }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
