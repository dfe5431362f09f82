import Traces

/// Whether two replays of the same scenario on the same variant recorded the same thing,
/// ignoring wall-clock durations.
public enum TraceEquality {
  /// Where `second` first differs from `first`, or nil when they are the same.
  public static func firstDifference(_ first: ReplayTrace, _ second: ReplayTrace) -> String? {
    if first.outcome != second.outcome {
      return "outcome \(first.outcome.status) vs \(second.outcome.status)"
    }
    for (a, b) in zip(first.steps, second.steps) where a != b {
      let aspect = StepTrace.Aspect.allCases.first { $0.lines(of: a) != $0.lines(of: b) }
      return "line \(a.line) (`\(a.source)`): \(aspect?.rawValue ?? "failures") differ"
    }
    if first.steps.count != second.steps.count {
      return "\(first.steps.count) steps vs \(second.steps.count)"
    }
    if first.leaks != second.leaks { return "leaks differ" }
    if first.problems != second.problems { return "problems differ" }
    return nil
  }
}
