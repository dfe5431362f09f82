import Mutation

extension SummaryWriter {
  /// The most survivors the summary lists per variant (the HTML report and `results.json` list
  /// them all).
  static let survivorsListed = 10

  /// The Testability section: the score table per variant and judge, then the survivors; nil when
  /// `arch-harness mutate` has not measured the run.
  static func testability(_ run: HarnessRun) -> String? {
    guard let testability = run.testability else { return nil }
    var parts = ["## Testability\n\n" + testabilityIntro(testability), testabilityTable(testability)]
    if let equivalents = equivalentsByRule(testability) { parts.append(equivalents) }
    for variant in testability.variants where !variant.survivors.isEmpty {
      var lines = ["\(MarkdownText.code(variant.variant)) — \(variant.survived) surviving mutants:", ""]
      for survivor in variant.survivors.prefix(survivorsListed) {
        let mutant = survivor.mutant
        let unreached = survivor.isUnreached ? " (no judge reaches it)" : ""
        lines.append(
          "- \(MarkdownText.code(mutant.location)) \(mutant.mutationOperator.rawValue)\(unreached): "
            + "\(MarkdownText.code(mutant.original)) → "
            + (mutant.mutated.isEmpty ? "removed" : MarkdownText.code(mutant.mutated)))
      }
      if variant.survivors.count > survivorsListed {
        lines.append("- … \(variant.survivors.count - survivorsListed) more in report.html and results.json")
      }
      parts.append(lines.joined(separator: "\n"))
    }
    return parts.joined(separator: "\n\n")
  }

  /// What the table counts.
  static func testabilityIntro(_ testability: Testability) -> String {
    let judged = testability.sample.map { "a fixed sample of \($0) mutants per module" } ?? "every mutant"
    return "Faults planted in each variant's module and the core it shares with its twin, if any "
      + "(`arch-harness mutate`, \(judged)), and the share "
      + "each judge caught: the variant's own unit tests (and its core's), and the scenarios replayed "
      + "black-box (a "
      + "failed expectation, a divergence from the unmutated variant, a crash, no-settle, a leak or "
      + "a replay step's time-out), in percent of the mutants decided. Equivalent: mutants a "
      + "documented rule shows cannot change what the app does (Docs/Reports.md), not judged. Timed "
      + "out: no judge killed it and a unit-test run ran out of time, so whether it survives is "
      + "unknown; left out of the percentages. Not reached: survivors no judge runs (untested code, "
      + "or equivalent mutants no rule describes)."
  }

  /// Per variant, how many mutants each equivalence rule matched; nil when none did.
  static func equivalentsByRule(_ testability: Testability) -> String? {
    var lines: [String] = []
    for variant in testability.variants where !variant.equivalents.isEmpty {
      let counts = EquivalenceRule.allCases.compactMap { rule -> String? in
        let count = variant.equivalents.filter { $0.rule == rule }.count
        return count == 0 ? nil : "\(MarkdownText.code(rule.rawValue)) \(count)"
      }
      lines.append("- \(MarkdownText.code(variant.variant)): \(counts.joined(separator: ", "))")
    }
    guard !lines.isEmpty else { return nil }
    let rules = EquivalenceRule.allCases.map { "\(MarkdownText.code($0.rawValue)) \($0.explanation)" }
    return "Equivalent mutants by rule (" + rules.joined(separator: "; ") + "):\n\n"
      + lines.joined(separator: "\n")
  }

  /// The score table: a row per variant, a column per judge.
  public static func testabilityTable(_ testability: Testability) -> String {
    var lines = [
      "| variant | mutants | equivalent | judged | unit tests | replays | either | timed out | survived | not reached |",
      "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for variant in testability.variants {
      let cells = [
        MarkdownText.code(variant.variant), String(variant.generated), String(variant.equivalents.count),
        String(variant.judged), share(variant.killedByUnitTests, of: variant),
        share(variant.killedByReplays, of: variant), share(variant.killedByEither, of: variant),
        String(variant.timedOut), String(variant.survived), String(variant.unreached),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  private static func share(_ killed: Int, of variant: VariantTestability) -> String {
    "\(killed) (\(variant.percent(killed)) %)"
  }
}
