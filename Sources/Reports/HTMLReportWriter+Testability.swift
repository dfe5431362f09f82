import Mutation

extension HTMLReportWriter {
  /// The Testability section: the score table, then every surviving mutant with its code.
  static func testability(_ run: HarnessRun) -> String? {
    guard let testability = run.testability else { return nil }
    var section =
      "<section id=\"testability\"><h2>Testability</h2>\n<p>"
      + text(SummaryWriter.testabilityIntro(testability).replacingOccurrences(of: "`", with: "")) + "</p>"
    section += "<table><thead><tr><th>variant</th><th>mutants</th><th>judged</th><th>unit tests</th>"
    section += "<th>replays</th><th>either</th><th>survived</th><th>not reached</th></tr></thead><tbody>"
    for variant in testability.variants {
      let cells = [
        String(variant.generated), String(variant.judged), share(variant.killedByUnitTests, variant),
        share(variant.killedByReplays, variant), share(variant.killedByEither, variant),
        String(variant.survived), String(variant.unreached),
      ]
      section +=
        "<tr><th>\(code(variant.variant))</th>" + cells.map { "<td>\(text($0))</td>" }.joined() + "</tr>"
    }
    section += "</tbody></table>"
    for variant in testability.variants where !variant.survivors.isEmpty {
      section += "<h3>\(code(variant.variant)): \(variant.survived) surviving mutants</h3>"
      for survivor in variant.survivors {
        let mutant = survivor.mutant
        let reach =
          survivor.isUnreached
          ? "no judge reaches it"
          : [survivor.reachedByUnitTests ? "unit tests" : nil, survivor.reachedByReplays ? "replays" : nil]
            .compactMap { $0 }.joined(separator: " and ") + " reach it"
        section +=
          "<p>\(code(mutant.location)) \(text(mutant.mutationOperator.rawValue)) · \(text(reach))</p>"
          + "<div class=\"diff\"><pre><span class=\"del\">- \(text(mutant.original))</span>"
          + "<span class=\"ins\">+ \(text(mutant.mutated.isEmpty ? "(removed)" : mutant.mutated))</span></pre></div>"
      }
    }
    return section + "</section>"
  }

  private static func share(_ killed: Int, _ variant: VariantTestability) -> String {
    "\(killed) (\(variant.percent(killed)) %)"
  }
}
