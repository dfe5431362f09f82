import Traces

/// What happened on a scenario whose replays did not all run every step, in one sentence:
/// "timed out at line 3 (`launch`) on `mvp`, `viper`; the others passed". A replay that stopped
/// early is not compared at the steps it did not reach (``Comparator``), so this sentence, not a
/// divergence, is how the reports say that it stopped while the others went on.
public enum StoppedReplays {
  /// The sentence for the traces of one scenario, or nil when every replay ran every step.
  ///
  /// Clauses name where and how the stopped replays ended, in the order of `traces`, the variants
  /// that ended alike together; a last clause says how the others ended (`the others passed`,
  /// or per outcome: "`mvc` passed; `mvvmc` failed expectations").
  public static func sentence(_ traces: [ReplayTrace]) -> String? {
    let stopped = traces.filter { !$0.outcome.isFinished }
    guard !stopped.isEmpty else { return nil }
    var clauses = grouped(stopped.map { (what(of: $0, among: traces), $0.variant) })
      .map { "\($0.phrase) on \(named($0.variants))" }
    let others = grouped(traces.filter(\.outcome.isFinished).map { (finishedPhrase($0.outcome), $0.variant) })
    if others.count == 1, others[0].variants.count > 1 {
      clauses.append("the others \(others[0].phrase)")
    } else {
      clauses += others.map { "\(named($0.variants)) \($0.phrase)" }
    }
    return clauses.joined(separator: "; ")
  }

  // MARK: - Phrases

  /// How and where `trace` stopped: "timed out at line 3 (`launch`)", "crashed in the tear-down
  /// after line 9 (`back`)", "crashed before the first step".
  static func what(of trace: ReplayTrace, among traces: [ReplayTrace]) -> String {
    let outcome = trace.outcome
    guard let line = outcome.line else { return "\(verb(outcome)) before the first step" }
    let source = traces.lazy.compactMap { $0.steps.first { $0.line == line }?.source }.first
    let place = "line \(line)" + (source.map { " (`\($0)`)" } ?? "")
    switch outcome {
    case .crashed, .timedOut:
      // Their step at `line` was running when they stopped, so it is recorded only when what
      // stopped was the tear-down after it.
      let tornDown = trace.steps.last?.line == line
      return "\(verb(outcome)) \(tornDown ? "in the tear-down after" : "at") \(place)"
    default:
      return "\(verb(outcome)) at \(place)"
    }
  }

  private static func verb(_ outcome: ReplayOutcome) -> String {
    switch outcome {
    case .timedOut: "timed out"
    case .crashed: "crashed"
    case .didNotSettle: "did not settle"
    case .stepFailed: "could not perform the step"
    case .unscriptedCall: "made an unscripted call"
    case .passed, .failedExpectations, .leaked, .nondeterministic: outcome.status
    }
  }

  private static func finishedPhrase(_ outcome: ReplayOutcome) -> String {
    switch outcome {
    case .passed: "passed"
    case .failedExpectations: "failed expectations"
    case .leaked: "leaked"
    case .nondeterministic: "replayed nondeterministically"
    case .stepFailed, .unscriptedCall, .didNotSettle, .crashed, .timedOut: verb(outcome)
    }
  }

  // MARK: - Lists

  /// The pairs' variants grouped by phrase, in the order each phrase first appears.
  private static func grouped(
    _ pairs: [(phrase: String, variant: String)]
  ) -> [(
    phrase: String, variants: [String]
  )] {
    var groups: [(phrase: String, variants: [String])] = []
    for (phrase, variant) in pairs {
      if let index = groups.firstIndex(where: { $0.phrase == phrase }) {
        groups[index].variants.append(variant)
      } else {
        groups.append((phrase, [variant]))
      }
    }
    return groups
  }

  private static func named(_ variants: [String]) -> String {
    variants.map { "`\($0)`" }.joined(separator: ", ")
  }
}
