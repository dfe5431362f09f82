import Comparison
import Foundation
import Terminal
import Traces

/// What `verify` found for one scenario on the verified variant: its replay compared, with the
/// same ``Comparator`` as `run`, with the other variants' traces of the last run, or checked
/// against the scenario's own expectations only (and why).
public struct VerifyVerdict: Sendable {
  /// The verified variant's replay of the scenario, just made.
  public let trace: ReplayTrace
  /// The comparison with the last run's traces of the scenario; nil when not compared.
  public let comparison: ScenarioComparison?
  /// Why the scenario was not compared (`changed since the last run`), when it was not.
  public let notCompared: String?
  /// The variant's cell, as the run's matrix shows it: `pass`, `diverges`, `fails-expect`,
  /// `crashed` …, `known` for a listed known deviation, `resolved` for a listed one that passes.
  public let cell: String

  /// Whether the cell is `pass` or `known`, as a clean run's cells are.
  public var isClean: Bool { cell == "pass" || cell == "known" }

  // MARK: - Judging

  /// The verdict on each of `traces` (the verified variant's, one per scenario) against
  /// `baseline`, with the `knownDeviations` of the scenarios folder.
  public static func judge(
    _ traces: [ReplayTrace], against baseline: VerifyBaseline, knownDeviations: [KnownDeviation]
  ) -> [VerifyVerdict] {
    traces.map { trace in
      let known = knownDeviations.filter { $0.scenario == trace.scenario }
      let previous: [ReplayTrace]
      switch baseline {
      case .none: return expectationsOnly(trace, known: known, because: nil)
      case .run(let traces, _): previous = traces[trace.scenario] ?? []
      }
      guard !previous.isEmpty else {
        return expectationsOnly(trace, known: known, because: "not in the last run")
      }
      guard VerifyBaseline.isUnchanged(trace, since: previous) else {
        return expectationsOnly(trace, known: known, because: "changed since the last run")
      }
      let comparison = Comparator.compare(previous + [trace], known: known)
      let cell = comparison.outcomes.last?.cell ?? trace.outcome.status
      return VerifyVerdict(trace: trace, comparison: comparison, notCompared: nil, cell: cell)
    }
  }

  private static func expectationsOnly(
    _ trace: ReplayTrace, known: [KnownDeviation], because reason: String?
  ) -> VerifyVerdict {
    let outcome = VariantOutcome(
      variant: trace.variant, outcome: trace.outcome, diverges: false,
      knownReason: known.first { $0.variant == trace.variant }?.reason)
    return VerifyVerdict(trace: trace, comparison: nil, notCompared: reason, cell: outcome.cell)
  }

  // MARK: - Printing

  /// The lines that say what is not clean, scenario by scenario (as `run`'s summary does), then
  /// the scenarios that were not compared, and why.
  public static func lines(_ verdicts: [VerifyVerdict], shown: (String) -> String) -> [String] {
    var lines: [String] = []
    for verdict in verdicts where !verdict.isClean {
      let trace = verdict.trace
      lines.append(Console.paint("✘ ", .red) + "\(shown(trace.scenario)) — \(trace.scenarioName)")
      lines.append("    \(trace.variant.padding(8))\(verdict.cell)")
      if verdict.cell != "known", verdict.cell != "diverges", let first = trace.failureMessages.first {
        lines += shown(first).split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
      }
      if let comparison = verdict.comparison, let divergence = comparison.divergence,
        comparison.outcomes.last?.diverges == true
      {
        lines.append("    \(divergence.summary)")
        for diff in divergence.diffs where diff.variant == trace.variant || diff.against == trace.variant {
          lines.append("    `\(diff.variant)` against `\(diff.against)`, \(diff.aspect.rawValue):")
          lines += diff.hunks.map { "      " + $0 }
        }
      }
    }
    for reason in ["changed since the last run", "not in the last run"] {
      let paths = verdicts.filter { $0.notCompared == reason }.map { shown($0.trace.scenario) }
      guard !paths.isEmpty else { continue }
      lines.append(
        Console.paint("note: ", .yellow) + "\(reason), checked against their own expectations only: "
          + paths.joined(separator: ", "))
    }
    return lines
  }

  /// `121 scenarios on mvc: 119 agree with the last run, 1 diverges, 1 fails, 0 not compared`.
  public static func tally(_ verdicts: [VerifyVerdict], variant: String) -> String {
    let agree = verdicts.filter { $0.isClean && $0.comparison != nil }.count
    let diverge = verdicts.filter { $0.cell == "diverges" }.count
    let fail = verdicts.filter { !$0.isClean && $0.cell != "diverges" }.count
    let alone = verdicts.filter { $0.isClean && $0.comparison == nil }.count
    let count = verdicts.count
    return "\(count) scenario\(count == 1 ? "" : "s") on \(variant): \(agree) agree\(agree == 1 ? "s" : "") "
      + "with the last run, \(diverge) diverge\(diverge == 1 ? "s" : ""), \(fail) fail\(fail == 1 ? "s" : ""), "
      + "\(alone) against their own expectations only"
  }
}
