import CodeMetrics

// MARK: - Era headers and the Shared cores section

extension HTMLReportWriter {
  /// The row of era names over a table's variant `columns` (after `leading` cells of row heads),
  /// each spanning its era's columns; empty when the run does not show eras.
  static func eraRow(_ run: HarnessRun, over columns: [String], leading: Int = 1) -> String {
    let spans = run.eraSpans(over: columns)
    guard !spans.isEmpty else { return "" }
    let cells = spans.map { span in
      (span.count > 1 ? "<th colspan=\"\(span.count)\">" : "<th>") + text(span.title) + "</th>"
    }
    return "<tr class=\"eras\">" + String(repeating: "<th></th>", count: leading) + cells.joined() + "</tr>"
  }

  /// Per core that measured variants share, how much of each app it is and a table of the core
  /// and each app without it; nil when the run has no shared core.
  static func sharedCores(_ run: HarnessRun) -> String? {
    guard let cores = run.sharedCores, !cores.isEmpty else { return nil }
    let blocks = cores.map { core in
      let table = SharedCoreTable(core)
      let head = table.columns.map { "<th>\(code($0.name)) \(text($0.suffix))</th>" }.joined()
      let rows = table.rows.map { row in
        let label = row.isRole ? "<th class=\"role\">\(text(row.label))</th>" : "<th>\(text(row.label))</th>"
        return "<tr>\(label)" + row.values.map { "<td>\(text($0))</td>" }.joined() + "</tr>"
      }
      return "<h3>\(code(table.module)): \(table.apps.map(code).joined(separator: ", "))</h3>\n"
        + "<p>\(inlineCode(table.sentence))</p>\n"
        + "<table class=\"cost\"><thead><tr><th></th>\(head)</tr></thead>\n<tbody>\n"
        + rows.joined(separator: "\n") + "\n</tbody></table>"
    }
    return "<section id=\"shared-cores\"><h2>\(text(SharedCoreTable.title))</h2>\n"
      + "<p class=\"note\">\(text(SharedCoreTable.introduction))</p>\n" + blocks.joined(separator: "\n")
      + "</section>"
  }
}
