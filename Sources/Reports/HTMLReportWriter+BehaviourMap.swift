extension HTMLReportWriter {
  /// The Behaviour map section: per variant the unreached lines, then per scenario a collapsible
  /// list of the files and line ranges each variant ran.
  static func behaviourMap(_ run: HarnessRun) -> String? {
    guard let map = run.behaviourMap else { return nil }
    var section =
      "<section id=\"behaviour-map\"><h2>Behaviour map</h2>\n<p>"
      + text(SummaryWriter.behaviourMapIntro(map).replacingOccurrences(of: "`", with: "")) + "</p>"
    if let unmapped = map.unmapped, !unmapped.isEmpty {
      section +=
        "<h3>Not mapped</h3><p>These replays left no profile; their lines are missing below.</p><ul>"
        + unmapped.map { "<li>\(code($0.scenario)) on \(code($0.variant)): \(text($0.reason))</li>" }.joined()
        + "</ul>"
    }
    section += "<h3>Lines no scenario reaches</h3>"
    for variant in map.variants {
      let share = SummaryWriter.percent(variant.reachedLines, of: variant.countedLines)
      section +=
        "<details><summary>\(code(variant.variant)) (\(text(variant.module))): \(variant.unreachedLines) of "
        + "\(variant.countedLines) lines unreached, \(share) % reached</summary>"
        + fileList(variant.unreached) + "</details>"
    }
    section += "<h3>Lines each scenario runs</h3>"
    for scenario in map.scenarios {
      section += "<details><summary>\(code(scenario.scenario))</summary>"
      for replay in scenario.variants {
        section +=
          "<details><summary>\(code(replay.variant)): \(replay.lineCount) lines in "
          + "\(replay.files.count) files</summary>" + fileList(replay.files) + "</details>"
      }
      section += "</details>"
    }
    return section + "</section>"
  }

  private static func fileList(_ files: [FileLines]) -> String {
    guard !files.isEmpty else { return "<p>none</p>" }
    return "<ul>"
      + files.map { "<li>\(code($0.file)) \(text(LineRange.text($0.ranges)))</li>" }.joined() + "</ul>"
  }
}
