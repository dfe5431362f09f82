import Foundation
import Mutation
import Terminal

/// The score table `mutate` prints: per variant, the mutants each judge killed, then the
/// survivors the replays and the unit tests both missed.
public enum TestabilityTable {
  /// The most survivors listed per variant on the terminal (the reports list them all).
  static let survivorsShown = 5

  /// The table, and the first survivors of each variant.
  public static func text(_ testability: Testability) -> String {
    let header = [
      "variant", "mutants", "equivalent", "judged", "unit tests", "replays", "either", "timed out",
      "survived", "not reached",
    ]
    var rows = [header]
    for variant in testability.variants {
      rows.append([
        variant.variant, String(variant.generated), String(variant.equivalents.count), String(variant.judged),
        share(variant.killedByUnitTests, variant), share(variant.killedByReplays, variant),
        share(variant.killedByEither, variant), String(variant.timedOut), String(variant.survived),
        String(variant.unreached),
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = [
      "Testability: mutants killed by each judge"
        + (testability.sample.map { " (a sample of \($0) per module)" } ?? " (every mutant)")
    ]
    for row in rows {
      lines.append(
        row.indices.map { row[$0].padding(widths[$0] + 2) }.joined().trimmingCharacters(in: .whitespaces))
    }
    for variant in testability.variants where !variant.survivors.isEmpty {
      lines.append("")
      lines.append("\(variant.variant): \(variant.survived) survivor\(variant.survived == 1 ? "" : "s")")
      for survivor in variant.survivors.prefix(survivorsShown) {
        let mutant = survivor.mutant
        let reach = survivor.isUnreached ? " (not reached)" : ""
        lines.append("  \(mutant.location) \(mutant.mutationOperator.rawValue)\(reach)")
        lines.append("    - \(mutant.original)")
        lines.append("    + \(mutant.mutated.isEmpty ? "(removed)" : mutant.mutated)")
      }
      if variant.survivors.count > survivorsShown {
        lines.append("  … \(variant.survivors.count - survivorsShown) more in the reports")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `12 (60%)`.
  private static func share(_ killed: Int, _ variant: VariantTestability) -> String {
    "\(killed) (\(variant.percent(killed))%)"
  }
}
