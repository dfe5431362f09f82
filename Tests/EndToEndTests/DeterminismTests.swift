import Testing

/// The same scenario gives the same trace, byte for byte, every time. Five replays of every
/// scenario on every variant here; the fifty-fold soak in a release build, with the other core
/// busy, is `scripts/determinism-soak.sh` (Docs/Benchmarks.md).
@Suite(.needsReplayRuntime) struct DeterminismTests {
  @Test(arguments: ScenarioCorpus.variants)
  func everyScenarioReplayedFiveTimesGivesIdenticalTraces(variant: String) async throws {
    let traces = try await HarnessProcess.replay(ScenarioCorpus.paths, on: variant, repeating: 5)
    #expect(traces.count == ScenarioCorpus.paths.count)
    for (path, trace) in traces {
      if case .nondeterministic(let message) = trace.outcome {
        Issue.record("\(path) on \(variant): \(message)")
      }
    }
  }
}
