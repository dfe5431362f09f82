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
    html.append("<details class=\"scenario\" id=\"")
    html.append(anchor(scenario.scenario))
    html.append(scenario.isClean ? "\">\n<summary>" : "\" open=\"open\">\n<summary>")
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
    var parts: [String] = []
    if let stopped = run.stoppedSentence(in: scenario) {
      parts.append("<p class=\"divergence\">\(inlineCode(stopped))</p>")
    }
    if let divergence = scenario.divergence {
      parts.append("<p class=\"divergence\">\(inlineCode(divergence.summary))</p>")
      parts += divergence.diffs.map(diffBlock)
    }
    let absent = columns.compactMap { variant in
      run.absence(of: variant, in: scenario).map { "\(code(variant)) (\(text($0)))" }
    }
    if !absent.isEmpty { parts.append("<p class=\"note\">absent: \(absent.joined(separator: ", "))</p>") }
    for part in parts {
      html.append("\n")
      html.append(part)
    }
    if scenario.isClean {
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

  /// A clean scenario's steps, without traces: every variant's trace equals this one's (they are
  /// in `results.json`).
  static func stepList(_ trace: ReplayTrace?) -> String {
    var html = MarkupBytes()
    appendStepList(trace, to: &html)
    return html.text
  }

  /// Appends ``stepList(_:)``'s markup.
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

  // MARK: - The step table

  static func stepTable(
    _ traces: [ReplayTrace], reference: ReplayTrace?, scenario: ScenarioComparison
  ) -> String {
    let head = traces.map { trace in
      let cell = scenario.outcomes.first { $0.variant == trace.variant }?.cell ?? trace.outcome.status
      return "<th class=\"variant \(cssClass(for: cell))\">\(text(trace.variant)) "
        + "<span class=\"note\">\(text(MatrixCell.label(for: cell)))</span></th>"
    }
    let stepCount = traces.map(\.steps.count).max() ?? 0
    var rows: [String] = []
    for index in 0..<stepCount {
      guard
        let step = traces.lazy.compactMap({ $0.steps.indices.contains(index) ? $0.steps[index] : nil }).first
      else { continue }
      let first = scenario.divergence?.stepIndex == index ? " class=\"first-divergence\"" : ""
      let cells = traces.map { stepCell($0, index: index, reference: reference) }
      rows.append(
        "<tr\(first)><th class=\"step\"><span class=\"line\">\(step.line)</span>\(code(step.source))</th>"
          + cells.joined() + "</tr>")
    }
    let endings = traces.map(endCell)
    if endings.contains(where: { !$0.isEmpty }) {
      rows.append(
        "<tr><th class=\"step\">end of replay</th>" + endings.map { "<td>\($0)</td>" }.joined() + "</tr>")
    }
    return "<div class=\"steps-wrap\"><table class=\"steps\"><thead><tr><th class=\"step\">step</th>"
      + head.joined() + "</tr></thead>\n<tbody>\n" + rows.joined(separator: "\n") + "\n</tbody></table></div>"
  }

  /// One variant's screen, navigation, calls, state and failures after step `index`, with the
  /// aspects that differ from `reference` marked.
  static func stepCell(_ trace: ReplayTrace, index: Int, reference: ReplayTrace?) -> String {
    let referenceStep = reference.flatMap { $0.steps.indices.contains(index) ? $0.steps[index] : nil }
    guard trace.steps.indices.contains(index) else {
      let differs = referenceStep != nil ? " differs" : ""
      return "<td class=\"ended\(differs)\">(the replay ended before this step)</td>"
    }
    let step = trace.steps[index]
    if let reference, reference.variant != trace.variant, referenceStep == step {
      return "<td class=\"same\">same as \(code(reference.variant))</td>"
    }
    func differs(_ aspect: StepTrace.Aspect) -> Bool {
      guard let reference, reference.variant != trace.variant else { return false }
      guard let referenceStep else { return true }
      return aspect.lines(of: referenceStep) != aspect.lines(of: step)
    }
    let anyDiffers = StepTrace.Aspect.allCases.contains(where: differs)
    var blocks = [aspectBlock(.screen, content: "<pre>\(text(step.screen))</pre>", differs: differs(.screen))]
    for aspect in [StepTrace.Aspect.navigation, .calls]
    where !aspect.lines(of: step).isEmpty || differs(aspect) {
      blocks.append(aspectBlock(aspect, content: list(aspect.lines(of: step)), differs: differs(aspect)))
    }
    let state =
      "<details\(differs(.state) ? " open=\"open\"" : "")><summary class=\"label\">state</summary>"
      + "<pre>\(text(step.state.joined(separator: "\n")))</pre></details>"
    blocks.append("<div class=\"aspect state\(differs(.state) ? " differs" : "")\">\(state)</div>")
    if !step.failures.isEmpty { blocks.append(list(step.failures, cssClass: "failures")) }
    return "<td class=\"trace\(anyDiffers ? " differs" : "")\">\(blocks.joined())</td>"
  }

  /// What the replay left after its steps: the outcome's message, leaks, problems.
  static func endCell(_ trace: ReplayTrace) -> String {
    guard trace.hasFailureMessages || !trace.problems.isEmpty else { return "" }
    let stepFailures = Set(trace.steps.flatMap(\.failures))
    let messages =
      trace.failureMessages.filter { !stepFailures.contains($0) } + trace.problems.map { "problem: " + $0 }
    return messages.isEmpty ? "" : list(messages, cssClass: "failures")
  }

  static func aspectBlock(_ aspect: StepTrace.Aspect, content: String, differs: Bool) -> String {
    "<div class=\"aspect \(aspect.rawValue)\(differs ? " differs" : "")\"><span class=\"label\">"
      + "\(aspect.rawValue)</span>\(content)</div>"
  }

  static func list(_ items: [String], cssClass: String? = nil) -> String {
    let attribute = cssClass.map { " class=\"\($0)\"" } ?? ""
    guard !items.isEmpty else { return "<ul\(attribute)><li class=\"note\">none</li></ul>" }
    return "<ul\(attribute)>" + items.map { "<li>\(text($0))</li>" }.joined() + "</ul>"
  }
}
