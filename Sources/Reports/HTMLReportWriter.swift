import Comparison

/// Writes `report.html`: one self-contained page (inline CSS, no scripts, no external resources)
/// with the matrix, every scenario's traces side by side with the differences highlighted, and
/// the cost table with SVG charts. It is well-formed XHTML, so XML tools can read it.
public enum HTMLReportWriter {
  /// The whole page, ending with a line break.
  public static func html(for run: HarnessRun) -> String {
    let title = "Architecture comparison"
    let body = [header(run), matrix(run), scenarios(run), cost(run)].joined(separator: "\n")
    return """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>\(title)</title>
      <style>
      \(HTMLStyle.css)
      </style>
      </head>
      <body>
      \(body)
      </body>
      </html>

      """
  }

  // MARK: - Header

  static func header(_ run: HarnessRun) -> String {
    let variants = run.variants.map { "\(code($0.name)) \(text($0.displayName))" }.joined(separator: ", ")
    var meta = "\(text(run.toolVersion)) · variants: \(variants)"
    if !run.absent.isEmpty {
      meta +=
        " · absent: " + run.absent.map { "\(code($0.variant)) (\(text($0.reason)))" }.joined(separator: ", ")
    }
    return "<header><h1>Architecture comparison</h1>\n"
      + "<p class=\"totals\">\(text(ReportFormatting.totals(run.totals)))</p>\n"
      + "<p class=\"meta\">\(meta)</p></header>"
  }

  // MARK: - Matrix

  static func matrix(_ run: HarnessRun) -> String {
    let columns = run.matrixColumns
    let head = columns.map { "<th title=\"\(attribute(run.displayName(of: $0)))\">\(text($0))</th>" }.joined()
    let rows = run.scenarios.enumerated().map { index, scenario in
      let cells = columns.map { variant in
        let cell = run.cell(of: variant, in: scenario)
        return "<td class=\"\(cssClass(for: cell))\">\(text(MatrixCell.label(for: cell)))</td>"
      }
      return "<tr><th class=\"scenario\"><a href=\"#\(anchor(index))\">\(text(scenario.scenarioName))</a>"
        + "<span class=\"path\">\(text(scenario.scenario))</span></th>\(cells.joined())</tr>"
    }
    return
      "<section id=\"matrix\"><h2>Matrix</h2>\n<table class=\"matrix\"><thead><tr><th>scenario</th>\(head)"
      + "</tr></thead>\n<tbody>\n\(rows.joined(separator: "\n"))\n</tbody></table></section>"
  }

  // MARK: - Helpers

  /// Escaped text.
  static func text(_ value: String) -> String { MarkupText.escape(value) }

  /// An escaped attribute value.
  static func attribute(_ value: String) -> String { MarkupText.escape(value, isAttribute: true) }

  /// Escaped text in `<code>`.
  static func code(_ value: String) -> String { "<code>\(text(value))</code>" }

  /// A sentence whose `backticked` parts become `<code>` (``Divergence/summary``).
  static func inlineCode(_ sentence: String) -> String {
    sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
      index.isMultiple(of: 2) ? text(String(part)) : code(String(part))
    }.joined()
  }

  /// The anchor of the scenario at `index` (ids never hold scenario text).
  static func anchor(_ index: Int) -> String { "scenario-\(index + 1)" }

  /// The CSS class of a matrix cell: `pass`, `diverges`, `absent` or `fail`.
  static func cssClass(for cell: String) -> String {
    [MatrixCell.pass, MatrixCell.diverges, MatrixCell.absent].contains(cell) ? cell : "fail"
  }
}
