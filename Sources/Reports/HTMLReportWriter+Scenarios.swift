import Comparison
import Traces

// MARK: - One section per scenario: the steps as rows, the variants side by side

extension HTMLReportWriter {
  static func scenarios(_ run: HarnessRun) -> String {
    // The matrix's columns once, rather than thrice per scenario; every section written straight
    // into the one document (a run's sections made as strings and joined were a third of the page).
    let columns = run.matrixColumns
    var html = MarkupBytes()
    html.append("<section id=\"scenarios\"><h2>Scenarios</h2>\n")
    for (position, scenario) in run.scenarios.enumerated() {
      if position > 0 { html.append("\n") }
      self.scenario(scenario, run: run, columns: columns, into: &html)
    }
    html.append("</section>")
    return html.text
  }

  /// Appends a scenario's section; `columns` are `run`'s ``HarnessRun/matrixColumns``.
  static func scenario(
    _ scenario: ScenarioComparison, run: HarnessRun, columns: [String], into html: inout MarkupBytes
  ) {
    // In the matrix's column order (by era), as the badges are.
    let traces = columns.compactMap { variant in
      scenario.outcomes.contains { $0.variant == variant }
        ? run.trace(of: variant, scenario: scenario.scenario) : nil
    }
    let reference = scenario.divergence?.reference?.first ?? traces.first?.variant
    let referenceTrace = traces.first { $0.variant == reference }
    let isClean = scenario.isClean
    html.append("<details class=\"scenario\" id=\"")
    html.append(anchor(scenario.scenario))
    html.append(isClean ? "\">\n<summary>" : "\" open=\"open\">\n<summary>")
    html.appendEscaped(scenario.scenarioName)
    html.append(" <span class=\"note\">")
    for (position, variant) in columns.enumerated() {
      if position > 0 { html.append(" · ") }
      html.appendEscaped(variant)
      html.append(" ")
      html.append(MatrixCell.symbol(for: run.cell(of: variant, in: scenario)))
    }
    html.append("</span><span class=\"path\">")
    html.appendEscaped(scenario.scenario)
    html.append("</span></summary>")
    if let stopped = run.stoppedSentence(in: scenario) {
      html.append("\n<p class=\"divergence\">\(inlineCode(stopped))</p>")
    }
    if let divergence = scenario.divergence {
      html.append("\n<p class=\"divergence\">\(inlineCode(divergence.summary))</p>")
      for diff in divergence.diffs { html.append("\n" + diffBlock(diff)) }
    }
    let absent = columns.compactMap { variant in
      run.absence(of: variant, in: scenario).map { "\(code(variant)) (\(text($0)))" }
    }
    if !absent.isEmpty { html.append("\n<p class=\"note\">absent: \(absent.joined(separator: ", "))</p>") }
    if isClean {
      // Every variant did the same at every step: one list of steps says it all.
      html.append("\n")
      appendStepList(referenceTrace, to: &html)
    } else {
      if let reference, traces.count > 1 {
        html.append("\n<p class=\"note\">highlighted: what differs from \(code(reference))</p>")
      }
      if !traces.isEmpty {
        html.append("\n")
        html.append(stepTable(traces, reference: referenceTrace, scenario: scenario))
      }
    }
    for trace in traces where !trace.appOutput.isEmpty {
      html.append("\n")
      html.append(appOutputBlock(trace))
    }
    html.append("\n</details>")
  }

  /// Appends a clean scenario's steps, without traces: every variant's trace equals this one's
  /// (they are in `results.json`).
  static func appendStepList(_ trace: ReplayTrace?, to html: inout MarkupBytes) {
    guard let trace else { return }
    let width = DecimalDigits.count(trace.steps.last?.line ?? 0)
    html.append(
      "<p class=\"note\">All variants agree at every step; the full traces are in results.json.</p>")
    html.append("<pre class=\"step-list\">")
    for (offset, step) in trace.steps.enumerated() {
      if offset > 0 { html.bytes.append(UInt8(ascii: "\n")) }
      let line = step.line
      html.bytes.append(
        contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, width - DecimalDigits.count(line))))
      DecimalDigits.append(line, to: &html.bytes)
      html.append("  ")
      html.appendEscaped(step.source)
    }
    html.append("</pre>")
  }

  /// One aspect's difference at the first divergent step: only the differing lines, marked.
  static func diffBlock(_ diff: AspectDiff) -> String {
    let lines = diff.hunks.map { line -> String in
      let kind = line.hasPrefix("+") ? "ins" : line.hasPrefix("-") ? "del" : "ctx"
      return "<span class=\"\(kind)\">\(text(line))</span>"
    }
    return "<div class=\"diff\"><p class=\"note\">\(code(diff.variant)) against \(code(diff.against)), "
      + "\(text(diff.aspect.rawValue))</p><pre>\(lines.joined())</pre></div>"
  }

  /// What the app printed in one replay, step by step: shown as it is, never compared.
  static func appOutputBlock(_ trace: ReplayTrace) -> String {
    let steps = trace.appOutput.map { output in
      "<p class=\"note\">\(text(output.place))</p><pre>\(text(output.visibleLines.joined(separator: "\n")))</pre>"
    }
    return "<div class=\"app-output\"><p>app output of \(code(trace.variant))</p>\(steps.joined())</div>"
  }
}
