import Mutation

extension HTMLReportWriter {
  /// The Testability section: the score table, then every surviving mutant with its code.
  static func testability(_ run: HarnessRun) -> String? {
    guard let testability = run.testability else { return nil }
    var section =
      "<section id=\"testability\"><h2>Testability</h2>\n<p>"
      + text(SummaryWriter.testabilityIntro(testability).replacingOccurrences(of: "`", with: "")) + "</p>"
    section += "<table><thead><tr><th>variant</th><th>mutants</th><th>equivalent</th><th>judged</th>"
    section += "<th>unit tests</th><th>replays</th><th>either</th><th>timed out</th><th>survived</th>"
    section += "<th>not reached</th></tr></thead><tbody>"
    for variant in testability.variants {
      let cells = [
        String(variant.generated), String(variant.equivalents.count), String(variant.judged),
        share(variant.killedByUnitTests, variant), share(variant.killedByReplays, variant),
        share(variant.killedByEither, variant), String(variant.timedOut), String(variant.survived),
        String(variant.unreached),
      ]
      section +=
        "<tr><th>\(code(variant.variant))</th>" + cells.map { "<td>\(text($0))</td>" }.joined() + "</tr>"
    }
    section += "</tbody></table>"
    section += equivalents(testability)
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

  /// Every equivalent mutant, by variant, with its rule (folded: they are not the news).
  private static func equivalents(_ testability: Testability) -> String {
    var html = ""
    for variant in testability.variants where !variant.equivalents.isEmpty {
      html +=
        "<details><summary>\(code(variant.variant)): \(variant.equivalents.count) equivalent mutants, "
        + "not judged</summary><ul>"
      for equivalent in variant.equivalents {
        let mutant = equivalent.mutant
        html +=
          "<li>\(code(mutant.location)) \(text(mutant.mutationOperator.rawValue)) "
          + "\(code(mutant.original)) · \(text(equivalent.rule.rawValue)): \(text(equivalent.rule.explanation))</li>"
      }
      html += "</ul></details>"
    }
    return html
  }

  private static func share(_ killed: Int, _ variant: VariantTestability) -> String {
    "\(killed) (\(variant.percent(killed)) %)"
  }
}
