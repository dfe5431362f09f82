import Comparison
import Traces

// MARK: - The step table of a scenario where the variants differ or fail

extension HTMLReportWriter {
  /// The steps as rows and the replays side by side, a cell collapsed to "same as …" where a
  /// replay did what `reference` did, the first divergent step marked.
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
