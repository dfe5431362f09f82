// MARK: - Cost

extension SummaryWriter {
  /// The cost table: one row per figure, one column per measured variant (by era, under a row of
  /// eras when the run shows them).
  public static func costTable(_ run: HarnessRun) -> String {
    let table = CostTableRows(
      costs: run.costsByEra, baseline: run.costBaseline, ratios: run.costRatios,
      eraRatios: run.eraCostRatios ?? [])
    var lines = variantHead(run, corner: "", columns: table.variants, alignment: "--:")
    for row in table.rows {
      let label = (row.isRole ? "· " : "") + row.label
      let values = row.values.map { MarkdownText.cell(MarkdownText.escape($0)) }
      lines.append(tableRow([label] + values))
    }
    return lines.joined(separator: "\n")
  }

  /// What the time per action is, and which build measured it.
  static func timeNote(_ run: HarnessRun) -> String {
    let build = run.buildConfiguration.map { "a \($0) build" } ?? "a build not recorded"
    return "Time per action is the app's own work per user action (actions, settling and "
      + "virtual-time advances; not the harness's checking, rendering and recording), measured in "
      + "\(build) as the worker's main-thread CPU time (which a busy machine does not inflate, unlike "
      + "wall time); it varies from run to run."
  }

  /// What the ratio rows are, when the run has a baseline; empty otherwise.
  static func baselineNote(_ run: HarnessRun) -> String {
    guard let baseline = run.costBaseline else { return "" }
    return "Rows \"vs \(baseline)\" divide each variant's figure by the one of \(baseline) "
      + "(\(run.displayName(of: baseline))), the baseline: 1.00× costs the same, 2.00× twice as much; "
      + "a time ratio reads \"not significant\" when the two medians' 95 % confidence intervals "
      + "overlap. "
  }

  static func cost(_ run: HarnessRun) -> String {
    guard !run.costs.isEmpty else { return "## Cost\n\nNot measured." }
    return "## Cost\n\n" + costTable(run)
      + "\n\nLines of code exclude blank and comment lines; roles come from file "
      + "and folder names (Docs/Reports.md). " + baselineNote(run) + eraBaselineNote(run) + timeNote(run)
  }
}
