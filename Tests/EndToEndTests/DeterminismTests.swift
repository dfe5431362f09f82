import Testing
import Traces

/// The same scenario gives the same trace, byte for byte, every time — also in another process
/// (whose hashing is seeded differently) and after other scenarios than before (nothing one
/// replay leaves behind reaches the next). Here other workers replay the corpus in reverse
/// order, the variants too — every eighth scenario in the plain run, so that each replay follows
/// other replays than in the corpus order; all of them in the soak tier
/// (``ScenarioCorpus/reversed``) — and their traces are compared with the shared corpus replay's.
/// The soak tier (`ARCH_HARNESS_SOAK=1`) also replays each scenario five times in one worker
/// (``ScenarioCorpus/traces``); the fifty-fold soak in a release build, with the other core busy,
/// is `scripts/determinism-soak.sh` (Docs/Benchmarks.md). The runtime's own self-test
/// (`DeterminismSelfTestTests`) replays a workload of concurrent requests, timers and tasks fifty
/// times and checks the events' causal order.
@Suite(.needsReplayRuntime) struct DeterminismTests {
  @Test(arguments: ScenarioCorpus.variants)
  func anotherProcessReplayingInReverseOrderLeavesIdenticalTraces(variant: String) async throws {
    ScenarioCorpus.start()
    let first = try #require((await ScenarioCorpus.traces.value)[variant])
    let second = (await ScenarioCorpus.reversed.value)[variant] ?? [:]
    #expect(second.count == Self.paths.count)
    let paths = Self.paths
    for path in paths {
      guard let a = first[path], let b = second[path] else {
        Issue.record("\(path) on \(variant): no trace in one of the two replays")
        continue
      }
      if case .nondeterministic(let message) = a.outcome {
        Issue.record("\(path) on \(variant): \(message)")
      }
      #expect(a.outcome == b.outcome, "\(path) on \(variant)")
      let firstDifferent = a.steps.indices.first { $0 < b.steps.count && a.steps[$0] != b.steps[$0] }
      #expect(
        a.steps.count == b.steps.count && firstDifferent == nil,
        "\(path) on \(variant): the replays differ at step \(firstDifferent.map { $0 + 1 } ?? min(a.steps.count, b.steps.count) + 1)"
      )
    }
  }

  /// The scenarios replayed again: every eighth in the plain run, all in the soak tier.
  static let paths = ScenarioCorpus.secondPaths
}
