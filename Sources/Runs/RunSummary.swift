import Comparison
import Foundation
import Reports
import Terminal

/// The end-of-run summary on the terminal: per scenario that is not clean, each variant's cell
/// with its first located failure (as `replay` shows it), what stopped and the divergence; then
/// the verdict.
public enum RunSummary {
  /// Prints the summary of `run`; scenario paths are shown from the current folder when
  /// `scenariosRoot` (the folder the scenarios were read from) is known.
  public static func print(_ run: HarnessRun, scenariosRoot: URL? = nil) {
    for line in lines(run, scenariosRoot: scenariosRoot) { Console.out(line) }
  }

  /// The summary's lines.
  public static func lines(_ run: HarnessRun, scenariosRoot: URL?) -> [String] {
    func shown(_ text: String) -> String {
      scenariosRoot.map { DisplayPath.located(text, scenariosRoot: $0) } ?? text
    }
    let comparisons = run.scenarios
    let clean = comparisons.filter(\.isClean).count
    var lines: [String] = []
    for comparison in comparisons where !comparison.isClean {
      lines.append(Console.paint("✘ ", .red) + "\(shown(comparison.scenario)) — \(comparison.scenarioName)")
      for outcome in comparison.outcomes where outcome.cell != "pass" {
        lines.append("    \(outcome.variant.padding(8))\(outcome.cell)")
        guard outcome.cell != "known",
          let first = run.traces.first(where: {
            $0.scenario == comparison.scenario && $0.variant == outcome.variant
          })?.failureMessages.first
        else { continue }
        lines += shown(first).split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
      }
      if let stopped = run.stoppedSentence(in: comparison) { lines.append("    \(stopped)") }
      if let divergence = comparison.divergence { lines.append("    \(divergence.summary)") }
    }
    let verdict =
      clean == comparisons.count ? Console.paint("all agree", .green) : Console.paint("not clean", .red)
    lines.append("\(clean) of \(comparisons.count) scenarios clean: \(verdict)")
    return lines
  }
}
