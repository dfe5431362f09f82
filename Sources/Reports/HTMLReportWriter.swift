import Comparison

/// Writes `report.html`: one self-contained page (inline CSS, no scripts, no external resources)
/// with the divergences first, the matrix, every scenario — traces side by side where the variants
/// differ or fail, a step cell collapsed to "same as …" where a variant did exactly what the
/// reference did, the first divergent step as a line diff — and the cost table with SVG charts.
/// Anchors are made from scenario paths, so links stay valid when scenarios are added. It is
/// well-formed XHTML, so XML tools can read it, and it reads on a 390-pixel-wide phone.
public enum HTMLReportWriter {
  /// The whole page, ending with a line break.
  public static func html(for run: HarnessRun) -> String {
    let title = "Architecture comparison"
    let body = [
      header(run), divergenceList(run), matrix(run), coverage(run), testability(run), behaviourMap(run),
      scenarios(run),
      cost(run), sharedCores(run), changeCost(run.changeCost),
    ]
    .compactMap { $0 }.joined(separator: "\n")
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
    var html = MarkupBytes()
    html.append("<section id=\"matrix\"><h2>Matrix</h2>\n<div class=\"wide\"><table class=\"matrix\"><thead>")
    html.append(eraRow(run, over: columns))
    html.append("<tr><th>scenario</th>")
    for column in columns {
      html.append("<th")
      html.appendAttribute("title", run.displayName(of: column))
      html.append(">")
      html.appendEscaped(column)
      html.append("</th>")
    }
    html.append("</tr></thead>\n<tbody>\n")
    // A row per scenario, written straight into the document: 128 × 9 cells made as strings and
    // joined were a quarter of the page.
    for (position, scenario) in run.scenarios.enumerated() {
      if position > 0 { html.append("\n") }
      html.append("<tr><th class=\"scenario\"><a href=\"#")
      html.append(anchor(scenario.scenario))
      html.append("\">")
      html.appendEscaped(scenario.scenarioName)
      html.append("</a><span class=\"path\">")
      html.appendEscaped(scenario.scenario)
      html.append("</span></th>")
      for variant in columns {
        let cell = run.cell(of: variant, in: scenario)
        html.append("<td class=\"")
        html.append(cssClass(for: cell))
        html.append("\">")
        html.appendEscaped(MatrixCell.label(for: cell))
        html.append("</td>")
      }
      html.append("</tr>")
    }
    html.append("\n</tbody></table></div></section>")
    return html.text
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

  // MARK: - Spec coverage

  /// The specification's behaviours the clean scenarios cover, and the list of those they do not.
  static func coverage(_ run: HarnessRun) -> String? {
    guard let coverage = run.coverage else { return nil }
    var section =
      "<section id=\"coverage\"><h2>Spec coverage</h2>\n<p>\(text(coverage.summary)) covered by a "
      + "scenario that passed on every variant.</p>"
    if !coverage.uncovered.isEmpty {
      section +=
        "<p class=\"note\">Not covered:</p><ul>" + coverage.uncovered.map { "<li>\(code($0))</li>" }.joined()
        + "</ul>"
    }
    return section + "</section>"
  }

  // MARK: - Divergences

  /// The scenarios that are not clean, first thing on the page, each with what went wrong.
  static func divergenceList(_ run: HarnessRun) -> String {
    let unclean = run.scenarios.filter { !$0.isClean }
    guard !unclean.isEmpty else {
      return "<section id=\"divergences\"><h2>Divergences and failures</h2>\n"
        + "<p class=\"note\">None: every variant passed every scenario and they agreed at every step.</p></section>"
    }
    let items = unclean.map { scenario in
      let sentences = [run.stoppedSentence(in: scenario), scenario.divergence?.summary].compactMap { $0 }
      let what =
        sentences.isEmpty
        ? scenario.outcomes.filter { $0.cell != MatrixCell.pass }.map {
          "\(code($0.variant)) \(text($0.cell))"
        }
        .joined(separator: ", ")
        : sentences.map(inlineCode).joined(separator: "; ")
      return "<li><a href=\"#\(anchor(scenario.scenario))\">\(text(scenario.scenarioName))</a> "
        + "<span class=\"path\">\(text(scenario.scenario))</span> \(what)</li>"
    }
    return "<section id=\"divergences\"><h2>Divergences and failures (\(unclean.count))</h2>\n<ul>"
      + items.joined(separator: "\n") + "</ul></section>"
  }

  /// The anchor of a scenario, made from its path: `s-products-favourite-from-list` (ASCII
  /// letters, digits and `-` only, so it never holds markup; stable when scenarios are added).
  static func anchor(_ path: String) -> String {
    var name = path.hasSuffix(".scenario") ? String(path.dropLast(".scenario".count)) : path
    if name.hasPrefix("Scenarios/") { name.removeFirst("Scenarios/".count) }
    // Read as UTF-8: an ASCII letter or digit is part of a word (a letter lowercased), every other
    // byte (a byte of a character beyond ASCII too) separates words.
    var anchor = Array("s-".utf8)
    var inWord = false
    for byte in name.utf8 {
      let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      guard isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
        inWord = false
        continue
      }
      if !inWord, anchor.count > 2 { anchor.append(UInt8(ascii: "-")) }
      inWord = true
      anchor.append(isLetter ? byte | 0x20 : byte)
    }
    return String(decoding: anchor, as: UTF8.self)
  }

  /// The CSS class of a matrix cell: `pass`, `diverges`, `absent`, `known` or `fail`.
  static func cssClass(for cell: String) -> String {
    [MatrixCell.pass, MatrixCell.diverges, MatrixCell.absent, MatrixCell.known].contains(cell) ? cell : "fail"
  }
}
