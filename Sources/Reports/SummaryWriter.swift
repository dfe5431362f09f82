import Comparison

/// Writes `summary.md`: the totals, the scenario × variant matrix, each divergence with its diff,
/// the failures per variant, the notes on replays that passed, and the cost table — short enough for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`: beyond ``defaultBudget`` bytes, the divergences, the failures and then
/// the matrix rows that do not fit are left out, and the summary says so and where to find them.
public enum SummaryWriter {
  /// GitHub's limit for a comment is 65,536 characters; the summary stays well below it in bytes.
  public static let defaultBudget = 60_000

  /// The summary, ending with a line break, at most `budget` bytes of UTF-8 (unless the header and
  /// the cost table alone are longer).
  public static func markdown(for run: HarnessRun, budget: Int = defaultBudget) -> String {
    // The divergences alone past the budget: the whole summary is too, so it is not written.
    guard let divergences = divergences(run, unlessLongerThan: budget) else {
      return SummaryBudget(budget: budget, run: run).markdown()
    }
    let whole = [
      header(run), "## Matrix\n\n" + matrix(run), divergences, failures(run), notes(run),
      appOutput(run), knownDeviations(run),
      coverage(run), testability(run), behaviourMap(run), cost(run), sharedCores(run),
      changeCost(run.changeCost),
    ].compactMap { $0 }
    let text = whole.joined(separator: "\n\n") + "\n"
    guard text.utf8.count > budget else { return text }
    return SummaryBudget(budget: budget, run: run).markdown()
  }

  // MARK: - Header and matrix

  static func header(_ run: HarnessRun) -> String {
    let variants = run.variants.map { "\(MarkdownText.code($0.name)) \(MarkdownText.escape($0.displayName))" }
    var meta = "\(MarkdownText.escape(run.toolVersion)) · variants: \(variants.joined(separator: ", "))"
    if !run.absent.isEmpty {
      let absent = run.absent.map { "\(MarkdownText.code($0.variant)) (\(MarkdownText.escape($0.reason)))" }
      meta += " · absent: " + absent.joined(separator: ", ")
    }
    if let backend = run.replayBackend {
      meta += " · replayed with the \(MarkdownText.code(backend)) backend"
    }
    return "# Architecture comparison: \(ReportFormatting.totals(run.totals))\n\n\(meta)"
  }

  /// The matrix table: one row per scenario, one column per variant (compared by era, then
  /// absent), under a row of eras when the run shows them.
  public static func matrix(_ run: HarnessRun) -> String {
    (matrixHead(run) + matrixRows(run)).joined(separator: "\n")
  }

  /// The matrix's head: its first lines up to the first scenario's row.
  static func matrixHead(_ run: HarnessRun) -> [String] {
    variantHead(run, corner: "scenario", columns: run.matrixColumns, alignment: "---")
  }

  /// The matrix's rows, one per scenario.
  static func matrixRows(_ run: HarnessRun) -> [String] {
    let columns = run.matrixColumns
    return run.scenarios.map { scenario in
      let title = "\(MarkdownText.escape(scenario.scenarioName)) \(MarkdownText.code(scenario.scenario))"
      let cells = columns.map { MatrixCell.label(for: run.cell(of: $0, in: scenario)) }
      return "| " + ([MarkdownText.cell(title)] + cells).joined(separator: " | ") + " |"
    }
  }

  // MARK: - Divergences

  /// The Divergences section, or nil as soon as it grows past `limit` bytes (the blocks after that
  /// are not written): each scenario where the variants differ at a step, or where some replays
  /// stopped before the end.
  static func divergences(_ run: HarnessRun, unlessLongerThan limit: Int = .max) -> String? {
    let divergent = run.scenarios.filter(\.isShownAsDivergent)
    guard !divergent.isEmpty else { return "## Divergences\n\nNone: the variants agreed at every step." }
    var text = "## Divergences"
    for scenario in divergent {
      text += "\n\n" + divergence(scenario, run: run)
      if text.utf8.count > limit { return nil }
    }
    return text
  }

  /// A scenario's block (for one ``ScenarioComparison/isShownAsDivergent``): its title, what
  /// stopped, the divergence sentence and its diffs.
  static func divergence(_ scenario: ScenarioComparison, run: HarnessRun) -> String {
    var parts = ["### \(MarkdownText.escape(scenario.scenarioName)) \(MarkdownText.code(scenario.scenario))"]
    if let stopped = run.stoppedSentence(in: scenario) { parts.append(MarkdownText.visible(stopped)) }
    if let divergence = scenario.divergence {
      parts.append(MarkdownText.visible(divergence.summary))
      for diff in divergence.diffs {
        parts.append(
          "\(MarkdownText.code(diff.variant)) against \(MarkdownText.code(diff.against)), "
            + "\(diff.aspect.rawValue):\n\n" + MarkdownText.fencedBlock(diff.hunks, info: "diff"))
      }
    }
    return parts.joined(separator: "\n\n")
  }

  // MARK: - Failures

  static func failures(_ run: HarnessRun) -> String {
    var sections: [String] = []
    for variant in run.variants {
      let failing = run.traces.filter { $0.variant == variant.name && isListedUnderFailures($0) }
      guard !failing.isEmpty else { continue }
      let items = failing.map { trace in
        var item = "- \(MarkdownText.code(trace.scenario)) (\(trace.outcome.status))"
        for message in trace.failureMessages { item += "\n" + listItem(message) }
        for problem in trace.problems { item += "\n" + listItem("problem: " + problem) }
        for output in appOutputItems(trace) { item += "\n" + output }
        return item
      }
      sections.append(
        "### \(MarkdownText.code(variant.name)) \(MarkdownText.escape(variant.displayName))\n\n"
          + items.joined(separator: "\n"))
    }
    guard !sections.isEmpty else { return "## Failures\n\nNone." }
    return "## Failures\n\n" + sections.joined(separator: "\n\n")
  }

  // MARK: - Notes

  /// The Notes section: what the harness noticed in replays that passed (an unscripted call a
  /// scenario allows, UIKit-style misuse the window reported), per variant; nil when there is none.
  /// A note is not a failure: a clean run lists none under Failures.
  static func notes(_ run: HarnessRun) -> String? {
    var sections: [String] = []
    for variant in run.variants {
      let noted = run.traces.filter {
        !$0.problems.isEmpty && $0.variant == variant.name && !isListedUnderFailures($0)
      }
      guard !noted.isEmpty else { continue }
      let items = noted.map { trace in
        (["- \(MarkdownText.code(trace.scenario))"] + trace.problems.map { listItem("note: " + $0) })
          .joined(separator: "\n")
      }
      sections.append(
        "### \(MarkdownText.code(variant.name)) \(MarkdownText.escape(variant.displayName))\n\n"
          + items.joined(separator: "\n"))
    }
    guard !sections.isEmpty else { return nil }
    return "## Notes\n\n" + sections.joined(separator: "\n\n")
  }

  /// A nested list item holding `message`: a code span, or a fenced block when it spans lines.
  private static func listItem(_ message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 1 else { return "  - " + MarkdownText.code(message) }
    return "  - " + MarkdownText.code(lines[0]) + "\n\n"
      + MarkdownText.fencedBlock(Array(lines.dropFirst()), indent: "    ")
  }

  // MARK: - Known deviations

  /// The known-deviations list as the run judged it: each pair, its reason, and whether it is
  /// still known or now resolved (to be removed from the list); nil when the list is empty.
  static func knownDeviations(_ run: HarnessRun) -> String? {
    guard !run.knownDeviations.isEmpty else { return nil }
    let items = run.knownDeviations.map { deviation -> String in
      let scenario = run.scenarios.first { $0.scenario == deviation.scenario }
      let cell = scenario.map { run.cell(of: deviation.variant, in: $0) } ?? MatrixCell.absent
      let state =
        cell == "resolved"
        ? "**resolved — remove it from the list**" : cell == MatrixCell.known ? "known" : cell
      return
        "- \(MarkdownText.code(deviation.scenario)) on \(MarkdownText.code(deviation.variant)): \(state) "
        + "— \(MarkdownText.escape(deviation.reason))"
    }
    return "## Known deviations\n\n" + items.joined(separator: "\n")
  }

  // MARK: - Spec coverage

  /// How much of the specification the clean scenarios cover, and what they do not; nil when the
  /// run had no specification.
  static func coverage(_ run: HarnessRun) -> String? {
    guard let coverage = run.coverage else { return nil }
    var text = "## Spec coverage\n\n\(coverage.summary) covered by a scenario that passed on every variant."
    if !coverage.uncovered.isEmpty {
      text += "\n\nNot covered: " + coverage.uncovered.map { MarkdownText.code($0) }.joined(separator: ", ")
    }
    return text
  }
}
