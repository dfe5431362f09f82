import ChangeCost

extension SummaryWriter {
  /// The Change cost section: per change, what each variant's patch changed; totals and the
  /// ratio to the baseline; then every part that did not count, with why.
  static func changeCost(_ report: ChangeCostReport?) -> String? {
    guard let report, !report.changes.isEmpty else { return nil }
    var parts = ["## Change cost\n\n" + changeCostIntro, changeCostTable(report)]
    let roles = report.changes.flatMap { change in
      change.variants.compactMap { part -> String? in
        guard let figures = part.figures, !figures.roles.isEmpty else { return nil }
        let byRole = figures.roles.map { "\($0.role.title) \($0.linesChanged)" }.joined(separator: ", ")
        return "- \(MarkdownText.escape(change.id)), \(MarkdownText.code(part.variant)): \(byRole)"
      }
    }
    if !roles.isEmpty { parts.append("By role (app lines changed):\n\n" + roles.joined(separator: "\n")) }
    let failures = report.changes.flatMap { change in
      change.variants.filter { $0.verdict != .passed }.map { part in
        "- \(MarkdownText.escape(change.id)), \(MarkdownText.code(part.variant)): \(part.verdict.rawValue)"
          + (part.detail.map { ": " + MarkdownText.escape($0) } ?? "")
      }
    }
    if !failures.isEmpty { parts.append("Parts that do not count:\n\n" + failures.joined(separator: "\n")) }
    return parts.joined(separator: "\n\n")
  }

  /// The table: a row per change (the shared patch's lines, then each variant's cell), the totals
  /// over the parts that passed, and the ratio to the baseline.
  public static func changeCostTable(_ report: ChangeCostReport) -> String {
    let variants = report.variants
    var lines = [
      "| change | shared | " + variants.map(MarkdownText.code).joined(separator: " | ") + " |",
      "|---|--:|" + String(repeating: "--:|", count: variants.count),
    ]
    for change in report.changes {
      let cells = change.variants.map(changeCell)
      lines.append(
        "| \(MarkdownText.cell(MarkdownText.escape(change.title))) | \(change.shared.linesChanged) | "
          + cells.joined(separator: " | ") + " |")
    }
    let totals = variants.map { variant -> String in
      let total = report.total(of: variant)
      return "\(total.lines) (+\(total.testLines) test)"
    }
    lines.append("| **total** (changes passed) | | " + totals.joined(separator: " | ") + " |")
    if let baseline = report.baseline {
      let ratios = variants.map { report.ratio(of: $0).map { ratioText($0) } ?? "—" }
      lines.append("| ratio to \(MarkdownText.code(baseline)) | | " + ratios.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// What the table counts.
  static let changeCostIntro =
    "Each change request of `ChangeRequests/` applied to every variant by a patch of its own "
    + "(`arch-harness change-cost`): app code lines changed (added plus removed; blank and comment "
    + "lines, whitespace and moves cost nothing), test lines apart, files touched. A part counts "
    + "only when it applies, builds without warnings, passes its unit tests and the acceptance "
    + "scenarios, regresses nothing and agrees with every other variant that has the change. "
    + "\"shared\" is the patch that belongs to no variant (Domain, contract, spec, scenarios)."

  /// A variant's cell: lines changed (and test lines), or why the part does not count.
  static func changeCell(_ part: VariantChangeOutcome) -> String {
    guard part.verdict == .passed, let figures = part.figures else { return part.verdict.rawValue }
    let tests = figures.testLinesChanged > 0 ? " (+\(figures.testLinesChanged) test)" : ""
    return "\(figures.linesChanged)\(tests)"
  }

  /// A ratio to two significant decimals (`1.25×`).
  static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
  }
}
