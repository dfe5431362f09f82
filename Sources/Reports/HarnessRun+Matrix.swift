import Comparison
import Traces

// MARK: - The scenario × variant matrix, as every report shows it

extension HarnessRun {
  /// The matrix's columns: the compared variants by era (``eraGroups``: in registry order within
  /// each), then the absent ones.
  public var matrixColumns: [String] {
    var columns = eraGroups.flatMap(\.variants)
    for variant in absent.map(\.variant) where !columns.contains(variant) { columns.append(variant) }
    return columns
  }

  /// The matrix cell of `variant` on `scenario`: ``VariantOutcome/cell`` (`pass`, `diverges`,
  /// `fails-expect` …) or `absent` when the variant has no replay there.
  public func cell(of variant: String, in scenario: ScenarioComparison) -> String {
    scenario.outcomes.first { $0.variant == variant }?.cell ?? MatrixCell.absent
  }

  /// The full name of `variant` ("VIPER"), or the name itself when it was not compared.
  public func displayName(of variant: String) -> String {
    variants.first { $0.name == variant }?.displayName ?? variant
  }

  /// The trace of `variant` on the scenario at `path`, found by binary search: ``traces`` are in
  /// scenario path order (as ``make(toolVersion:variants:absent:traces:costs:)`` leaves them), so
  /// the reports of a large run take time linear in its size.
  public func trace(of variant: String, scenario path: String) -> ReplayTrace? {
    // Each trace is looked at where it is: a copy of one costs more than the comparison.
    let found = traces.withUnsafeBufferPointer { traces -> Int? in
      var low = 0
      var high = traces.count
      while low < high {
        let middle = low + (high - low) / 2
        if traces[middle].scenario < path { low = middle + 1 } else { high = middle }
      }
      while low < traces.count, traces[low].scenario == path {
        if traces[low].variant == variant { return low }
        low += 1
      }
      return nil
    }
    return found.map { traces[$0] }
  }

  /// What happened on `scenario` when some replays stopped before its end
  /// (``StoppedReplays/sentence(_:)``): "timed out at line 3 (`launch`) on `mvp`; the others
  /// passed"; nil when every replay ran every step.
  public func stoppedSentence(in scenario: ScenarioComparison) -> String? {
    // Nearly always every replay ran every step: no trace need be looked up to say so.
    guard scenario.outcomes.contains(where: { !$0.outcome.isFinished }) else { return nil }
    return StoppedReplays.sentence(
      scenario.outcomes.compactMap { trace(of: $0.variant, scenario: scenario.scenario) })
  }

  /// Why `variant` has no replay of `scenario` (`not registered`), if it has none.
  public func absence(of variant: String, in scenario: ScenarioComparison) -> String? {
    guard !scenario.outcomes.contains(where: { $0.variant == variant }) else { return nil }
    return (scenario.absent + absent).first { $0.variant == variant }?.reason ?? "not run"
  }
}

/// The words and marks of matrix cells.
public enum MatrixCell {
  public static let pass = "pass"
  public static let diverges = "diverges"
  public static let absent = "absent"
  public static let known = "known"

  /// ✅ for `pass`, ➖ for `absent`, ❌ for everything else.
  public static func symbol(for cell: String) -> String {
    switch cell {
    case pass: "✅"
    case known: "⚠️"
    case absent: "➖"
    default: "❌"
    }
  }

  /// The cell as the summary shows it: `✅ pass`, `❌ diverges`. The usual cells' labels are
  /// constants: a report writes one per scenario and variant.
  public static func label(for cell: String) -> String {
    switch cell {
    case pass: "✅ pass"
    case absent: "➖ absent"
    case diverges: "❌ diverges"
    default: "\(symbol(for: cell)) \(cell)"
    }
  }
}
