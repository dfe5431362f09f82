import Comparison
import Traces

// MARK: - The scenario × variant matrix, as every report shows it

extension HarnessRun {
  /// The matrix's columns: the compared variants in registry order, then the absent ones.
  public var matrixColumns: [String] {
    var columns = variants.map(\.name)
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
    var low = traces.startIndex
    var high = traces.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if traces[middle].scenario < path { low = middle + 1 } else { high = middle }
    }
    return traces[low...].prefix { $0.scenario == path }.first { $0.variant == variant }
  }

  /// The variants of `scenario` whose replay stopped before the divergence step (it crashed or a
  /// step failed); their diffs only say so, line by line, and the reports state it once instead.
  public func variantsEndedEarly(in scenario: ScenarioComparison) -> [String] {
    guard let divergence = scenario.divergence else { return [] }
    return scenario.outcomes.map(\.variant).filter { variant in
      (trace(of: variant, scenario: scenario.scenario)?.steps.count ?? 0) <= divergence.stepIndex
    }
  }

  /// The divergence's diffs without those of variants that ended early
  /// (``variantsEndedEarly(in:)``).
  public func readableDiffs(in scenario: ScenarioComparison) -> [AspectDiff] {
    let ended = variantsEndedEarly(in: scenario)
    return (scenario.divergence?.diffs ?? []).filter {
      !ended.contains($0.variant) && !ended.contains($0.against)
    }
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

  /// The cell as the summary shows it: `✅ pass`, `❌ diverges`.
  public static func label(for cell: String) -> String { "\(symbol(for: cell)) \(cell)" }
}
