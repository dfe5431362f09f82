import Testing

/// The same scenario gives the same trace, byte for byte, every time.
@Suite(.needsReplayRuntime) struct DeterminismTests {
  @Test(arguments: ScenarioCorpus.variants)
  func everyScenarioReplayedFiftyTimesGivesIdenticalTraces(variant: String) throws {
    let traces = try HarnessProcess.replay(ScenarioCorpus.paths, on: variant, repeating: 50)
    #expect(traces.count == ScenarioCorpus.paths.count)
    for (path, trace) in traces {
      if case .nondeterministic(let message) = trace.outcome {
        Issue.record("\(path) on \(variant): \(message)")
      }
    }
  }
}
