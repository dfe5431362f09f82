// MARK: - Tables with a column per variant, grouped by era

extension SummaryWriter {
  /// The head of a table with a column per variant of `columns` (`alignment` is each column's
  /// separator cell, `---` or `--:`): the variants' names after `corner`; when the run shows eras,
  /// above them a row with each era's name over its first column, as the table's head.
  static func variantHead(_ run: HarnessRun, corner: String, columns: [String], alignment: String) -> [String]
  {
    let names = tableRow([corner] + columns.map { MarkdownText.cell(MarkdownText.code($0)) })
    let separator = "|---|" + String(repeating: "\(alignment)|", count: columns.count)
    let spans = run.eraSpans(over: columns)
    guard !spans.isEmpty else { return [names, separator] }
    let eras = spans.flatMap { span in
      [MarkdownText.cell(MarkdownText.escape(span.title))] + Array(repeating: "", count: span.count - 1)
    }
    return [tableRow([""] + eras), separator, names]
  }

  /// `| a | b |`, with an empty cell as `| |`.
  static func tableRow(_ cells: [String]) -> String {
    "|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|"
  }

  /// What the era ratio rows are, when the run has any; empty otherwise.
  static func eraBaselineNote(_ run: HarnessRun) -> String {
    (run.eraCostRatios ?? []).map { era in
      "Rows \"vs \(era.baseline)\" divide the figures of the \(ComparedVariant.eraTitle(era.era))'s "
        + "variants by those of \(era.baseline), the baseline within that era. "
    }.joined()
  }
}
