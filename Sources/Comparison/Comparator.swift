import Traces

/// Compares the traces of one scenario across variants, step by step.
public enum Comparator {
  /// Compares `traces` (one per variant, in registry order); `absent` lists variants that were not
  /// run and why; `known` marks the listed pairs' outcomes as known deviations.
  public static func compare(
    _ traces: [ReplayTrace], absent: [AbsentVariant] = [], known: [KnownDeviation] = []
  ) -> ScenarioComparison {
    let divergence = firstDivergence(traces)
    let odd = Set(divergence?.oddOnesOut ?? [])
    let noMajority = Set(divergence.map { $0.oddOnesOut.isEmpty ? $0.groups.flatMap { $0 } : [] } ?? [])
    let outcomes = traces.map {
      let trace = $0
      return VariantOutcome(
        variant: trace.variant, outcome: trace.outcome,
        diverges: noMajority.contains(trace.variant) || odd.contains(trace.variant),
        knownReason: known.first { $0.scenario == trace.scenario && $0.variant == trace.variant }?.reason)
    }
    return ScenarioComparison(
      scenario: traces.first?.scenario ?? "", scenarioName: traces.first?.scenarioName ?? "",
      outcomes: outcomes, absent: absent, divergence: divergence)
  }

  /// The first step where the traces that have it are not all the same, comparing screen,
  /// navigation, calls and state. A trace that ended before a step (its replay crashed or timed
  /// out earlier) is not compared there: its outcome says what happened, and it never makes the
  /// traces that have the step differ.
  static func firstDivergence(_ traces: [ReplayTrace]) -> Divergence? {
    guard traces.count > 1 else { return nil }
    // Replays whose steps are all the same: answered by the arrays' identity when, as the
    // supervisor collects them, variants that agree everywhere hold one array.
    if traces.dropFirst().allSatisfy({ $0.steps == traces[0].steps }) { return nil }
    let counts = traces.map(\.steps.count)
    let longest = counts.max() ?? 0
    let shortest = counts.min() ?? 0
    for index in 0..<longest {
      // The traces that have the step: all of them, nearly always (no copies are made then).
      let present = index < shortest ? traces : traces.filter { index < $0.steps.count }
      guard present.count > 1 else { break }
      if allAgree(present, at: index) { continue }
      let keys = present.map { key(of: $0, at: index) }
      guard Set(keys).count > 1 else { continue }
      return divergence(at: index, traces: present, keys: keys)
    }
    return nil
  }

  /// Whether all those steps `index` of `traces` (which all have it) show the same in every
  /// aspect: the common case, answered without splitting the screens into lines.
  private static func allAgree(_ traces: [ReplayTrace], at index: Int) -> Bool {
    let first = traces[0].steps[index]
    for position in traces.indices.dropFirst() {
      let step = traces[position].steps[index]
      guard StepTrace.Aspect.allCases.allSatisfy({ $0.agrees(step, first) }) else { return false }
    }
    return true
  }

  private static func key(of trace: ReplayTrace, at index: Int) -> [[String]] {
    StepTrace.Aspect.allCases.map { $0.lines(of: trace.steps[index]) }
  }

  /// The rank of a group of traces in the vote for the reference: first how many of them ran
  /// every step (a replay that stopped early never outvotes one that finished), then how many
  /// they are.
  private static func rank(of members: [Int], in traces: [ReplayTrace]) -> (finished: Int, count: Int) {
    (members.filter { traces[$0].outcome.isFinished }.count, members.count)
  }

  private static func divergence(at index: Int, traces: [ReplayTrace], keys: [[[String]]]) -> Divergence {
    var groups: [(key: [[String]], members: [Int])] = []
    for (position, key) in keys.enumerated() {
      if let existing = groups.firstIndex(where: { $0.key == key }) {
        groups[existing].members.append(position)
      } else {
        groups.append((key, [position]))
      }
    }
    groups.sort { rank(of: $0.members, in: traces) > rank(of: $1.members, in: traces) }
    let hasReference =
      groups.count > 1 && rank(of: groups[0].members, in: traces) > rank(of: groups[1].members, in: traces)
    let referenceIndex = hasReference ? groups[0].members[0] : 0
    let odd = hasReference ? groups.dropFirst().flatMap(\.members) : []
    let compared = hasReference ? odd : Array(keys.indices.dropFirst())
    let step = traces[0].steps[index]

    var diffs: [AspectDiff] = []
    for position in compared {
      for (aspectIndex, aspect) in StepTrace.Aspect.allCases.enumerated()
      where keys[position][aspectIndex] != keys[referenceIndex][aspectIndex] {
        let expected = keys[referenceIndex][aspectIndex]
        let actual = keys[position][aspectIndex]
        diffs.append(
          AspectDiff(
            aspect: aspect, variant: traces[position].variant, against: traces[referenceIndex].variant,
            hunks: LineDiff.hunks(expected: expected, actual: actual)))
      }
    }
    return Divergence(
      stepIndex: index, line: step.line, source: step.source,
      groups: groups.map { $0.members.map { traces[$0].variant } },
      oddOnesOut: odd.map { traces[$0].variant },
      reference: hasReference ? groups[0].members.map { traces[$0].variant } : nil,
      diffs: diffs)
  }
}
