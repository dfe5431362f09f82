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
    let everyoneDiffers = divergence != nil && odd.isEmpty
    let outcomes = traces.map {
      let trace = $0
      return VariantOutcome(
        variant: trace.variant, outcome: trace.outcome,
        diverges: everyoneDiffers || odd.contains(trace.variant),
        knownReason: known.first { $0.scenario == trace.scenario && $0.variant == trace.variant }?.reason)
    }
    return ScenarioComparison(
      scenario: traces.first?.scenario ?? "", scenarioName: traces.first?.scenarioName ?? "",
      outcomes: outcomes, absent: absent, divergence: divergence)
  }

  /// The first step where the traces are not all the same, comparing screen, navigation, calls
  /// and state. A trace that ended early differs from one that has the step.
  static func firstDivergence(_ traces: [ReplayTrace]) -> Divergence? {
    guard traces.count > 1 else { return nil }
    let longest = traces.map(\.steps.count).max() ?? 0
    for index in 0..<longest {
      if allAgree(traces, at: index) { continue }
      let keys = traces.map { key(of: $0, at: index) }
      guard Set(keys).count > 1 else { continue }
      return divergence(at: index, traces: traces, keys: keys)
    }
    return nil
  }

  /// Whether every trace has step `index` and all those steps show the same in every aspect:
  /// the common case, answered without splitting the screens into lines.
  private static func allAgree(_ traces: [ReplayTrace], at index: Int) -> Bool {
    guard index < traces[0].steps.count else { return false }
    let first = traces[0].steps[index]
    return traces.dropFirst().allSatisfy { trace in
      guard index < trace.steps.count else { return false }
      let step = trace.steps[index]
      return StepTrace.Aspect.allCases.allSatisfy { $0.agrees(step, first) }
    }
  }

  private static func key(of trace: ReplayTrace, at index: Int) -> [[String]] {
    guard index < trace.steps.count else {
      return StepTrace.Aspect.allCases.map { _ in ["(the replay ended before this step)"] }
    }
    return StepTrace.Aspect.allCases.map { $0.lines(of: trace.steps[index]) }
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
    groups.sort { $0.members.count > $1.members.count }
    let hasReference = groups.count > 1 && groups[0].members.count > groups[1].members.count
    let referenceIndex = hasReference ? groups[0].members[0] : 0
    let odd = hasReference ? groups.dropFirst().flatMap(\.members) : []
    let compared = hasReference ? odd : Array(keys.indices.dropFirst())
    let step = traces.lazy.compactMap { $0.steps.indices.contains(index) ? $0.steps[index] : nil }.first!

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
