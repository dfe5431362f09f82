extension SummaryWriter {
  /// The Behaviour map section, short: per variant the share of its counted lines some scenario
  /// reaches and how many none does; the lines themselves are in report.html and results.json.
  static func behaviourMap(_ run: HarnessRun) -> String? {
    guard let map = run.behaviourMap else { return nil }
    return "## Behaviour map\n\n" + behaviourMapIntro(map)
      + " The lines each scenario runs, and the unreached "
      + "lines, are in report.html.\n\n" + behaviourMapTable(map) + unmappedList(map)
  }

  /// The replays `coverage` could not map, one bullet each; empty when it mapped all.
  static func unmappedList(_ map: BehaviourMap) -> String {
    guard let unmapped = map.unmapped, !unmapped.isEmpty else { return "" }
    return "\n\nNot mapped (their lines are missing above):\n\n"
      + unmapped.map {
        "- \(MarkdownText.code($0.scenario)) on \(MarkdownText.code($0.variant)): \(MarkdownText.escape($0.reason))"
      }.joined(separator: "\n")
  }

  /// A row per variant: the lines counted, reached by some scenario, and unreached.
  public static func behaviourMapTable(_ map: BehaviourMap) -> String {
    var lines = [
      "| variant | lines counted | reached by a scenario | unreached |",
      "|---|--:|--:|--:|",
    ]
    for variant in map.variants {
      let cells = [
        MarkdownText.code(variant.variant), String(variant.countedLines),
        "\(variant.reachedLines) (\(percent(variant.reachedLines, of: variant.countedLines)) %)",
        String(variant.unreachedLines),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// What the section shows.
  static func behaviourMapIntro(_ map: BehaviourMap) -> String {
    "The source lines of each variant's module that the \(map.scenarios.count) scenarios run "
      + "(`arch-harness coverage`: an instrumented build, one replay per scenario and variant); "
      + "lines are those the coverage instrumentation counts."
  }

  /// `part` of `whole` in whole percent, rounded; 0 when `whole` is 0.
  static func percent(_ part: Int, of whole: Int) -> Int { whole == 0 ? 0 : (part * 100 + whole / 2) / whole }
}
