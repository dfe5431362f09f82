import CodeMetrics

// MARK: - Shared cores

extension SummaryWriter {
  /// The Shared cores section: per core that measured variants share, how much of each app it is
  /// and a table of the core and each app without it; nil when the run has no shared core.
  static func sharedCores(_ run: HarnessRun) -> String? {
    guard let cores = run.sharedCores, !cores.isEmpty else { return nil }
    let blocks = cores.map { core in
      let table = SharedCoreTable(core)
      let heading =
        "### \(MarkdownText.code(table.module)): "
        + table.apps.map { MarkdownText.code($0) }.joined(separator: ", ")
      var lines = [
        tableRow(
          [""] + table.columns.map { MarkdownText.cell("\(MarkdownText.code($0.name)) \($0.suffix)") }),
        "|---|" + String(repeating: "--:|", count: table.columns.count),
      ]
      for row in table.rows {
        lines.append(tableRow([(row.isRole ? "· " : "") + row.label] + row.values))
      }
      return heading + "\n\n" + MarkdownText.visible(table.sentence) + "\n\n" + lines.joined(separator: "\n")
    }
    return "## \(SharedCoreTable.title)\n\n\(SharedCoreTable.introduction)\n\n"
      + blocks.joined(separator: "\n\n")
  }
}
