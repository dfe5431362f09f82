import Comparison
import Traces

/// Writes `junit.xml` for CI systems: one `<testsuite>` per variant (absent ones too), one
/// `<testcase classname="variant" name="scenario path" file="scenario path">` per scenario ×
/// variant, with `line` (the failing step's line in the scenario) when it fails, so CI
/// annotations land on the scenario line; a `<failure>`
/// with the located messages, for a variant whose replay stopped early what the others did, and,
/// for a variant that diverges, its diff; `<system-out>` with what the app printed; `<skipped>`
/// for an absent variant; `time` in seconds from the replays' durations.
public enum JUnitReportWriter {
  /// The JUnit XML document, ending with a line break.
  public static func xml(for run: HarnessRun) -> String { String(decoding: bytes(for: run), as: UTF8.self) }

  /// The document's UTF-8, as the file holds it: written into bytes, which takes a text's bytes at
  /// once, where appending to a `String` piece by piece cost a few hundred instructions a piece.
  public static func bytes(for run: HarnessRun) -> [UInt8] {
    let suites = run.matrixColumns.map { suite(for: $0, in: run) }
    let tests = suites.reduce(0) { $0 + $1.tests }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let skipped = suites.reduce(0) { $0 + $1.skipped }
    let time = suites.reduce(0) { $0 + $1.microseconds }
    var xml = MarkupBytes()
    xml.bytes.reserveCapacity(suites.reduce(200) { $0 + $1.xml.bytes.count })
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites")
    xml.appendAttributes([
      ("name", "arch-harness"), ("tests", "\(tests)"), ("failures", "\(failures)"), ("errors", "0"),
      ("skipped", "\(skipped)"), ("time", ReportFormatting.seconds(microseconds: time)),
    ])
    xml.append(">\n")
    for suite in suites { xml.bytes += suite.xml.bytes }
    xml.append("</testsuites>\n")
    return xml.bytes
  }

  // MARK: - Suites and cases

  private struct Suite {
    var xml = MarkupBytes()
    var tests = 0
    var failures = 0
    var skipped = 0
    var microseconds = 0
  }

  private static func suite(for variant: String, in run: HarnessRun) -> Suite {
    var suite = Suite()
    var cases = MarkupBytes()
    for scenario in run.scenarios {
      suite.tests += 1
      if let reason = run.absence(of: variant, in: scenario) {
        suite.skipped += 1
        openCase(of: variant, in: scenario, line: nil, to: &cases)
        cases.appendAttribute("time", "0.000000")
        cases.append(">\n      <skipped")
        cases.appendAttribute("message", "\(variant) \(reason)")
        cases.append(" />\n    </testcase>\n")
        continue
      }
      let trace = run.trace(of: variant, scenario: scenario.scenario)
      let microseconds = trace?.durationMicroseconds ?? 0
      suite.microseconds += microseconds
      let cell = run.cell(of: variant, in: scenario)
      let systemOut = trace.flatMap(systemOut) ?? ""
      guard cell != MatrixCell.pass else {
        openCase(of: variant, in: scenario, line: nil, to: &cases)
        appendTime(microseconds, to: &cases)
        if systemOut.isEmpty {
          cases.append(" />\n")
        } else {
          cases.append(">\n")
          cases.append(systemOut)
          cases.append("    </testcase>\n")
        }
        continue
      }
      suite.failures += 1
      let line = failingLine(of: variant, trace: trace, in: scenario)
      let lines = failureLines(of: variant, trace: trace, in: scenario, run: run)
      openCase(of: variant, in: scenario, line: line, to: &cases)
      appendTime(microseconds, to: &cases)
      cases.append(">\n      <failure")
      cases.appendAttribute("message", "\(cell): " + (lines.first ?? cell))
      cases.appendAttribute("type", cell)
      cases.append(">")
      cases.appendEscaped(lines.joined(separator: "\n"))
      cases.append("</failure>\n")
      cases.append(systemOut)
      cases.append("    </testcase>\n")
    }
    suite.xml.append("  <testsuite")
    suite.xml.appendAttributes([
      ("name", variant), ("tests", "\(suite.tests)"), ("failures", "\(suite.failures)"), ("errors", "0"),
      ("skipped", "\(suite.skipped)"), ("time", ReportFormatting.seconds(microseconds: suite.microseconds)),
    ])
    suite.xml.append(">\n")
    suite.xml.bytes += cases.bytes
    suite.xml.append("  </testsuite>\n")
    return suite
  }

  /// Appends a case's opening tag up to its `time`: `classname`, `name`, `file` and, for a failing
  /// case, `line`. One attribute at a time: a run writes a case per scenario and variant.
  private static func openCase(
    of variant: String, in scenario: ScenarioComparison, line: Int?, to cases: inout MarkupBytes
  ) {
    cases.append("    <testcase")
    cases.appendAttribute("classname", variant)
    cases.appendAttribute("name", scenario.scenario)
    cases.appendAttribute("file", scenario.scenario)
    if let line {
      cases.append(" line=\"")
      DecimalDigits.append(line, to: &cases.bytes)
      cases.append("\"")
    }
  }

  /// Appends ` time="…"`, in seconds with six decimals.
  private static func appendTime(_ microseconds: Int, to cases: inout MarkupBytes) {
    cases.append(" time=\"")
    ReportFormatting.appendSeconds(microseconds: microseconds, to: &cases.bytes)
    cases.append("\"")
  }

  /// The scenario line a CI annotation should point at: where the replay stopped, else the first
  /// failed expectation, else the step where `variant` diverges.
  private static func failingLine(
    of variant: String, trace: ReplayTrace?, in scenario: ScenarioComparison
  ) -> Int? {
    if let line = trace?.outcome.line { return line }
    if let step = trace?.steps.first(where: { !$0.failures.isEmpty }) { return step.line }
    if scenario.outcomes.contains(where: { $0.variant == variant && $0.diverges }) {
      return scenario.divergence?.line
    }
    return nil
  }

  /// The failure's text: the replay's located messages, what happened on the scenario when
  /// `variant`'s replay stopped early, then the divergence and the diffs that involve `variant`.
  private static func failureLines(
    of variant: String, trace: ReplayTrace?, in scenario: ScenarioComparison, run: HarnessRun
  ) -> [String] {
    var lines = trace?.failureMessages ?? []
    if let trace, !trace.outcome.isFinished, let stopped = run.stoppedSentence(in: scenario) {
      lines.append("\(scenario.scenario)\(trace.outcome.line.map { ":\($0)" } ?? ""): " + stopped)
    }
    if let divergence = scenario.divergence,
      scenario.outcomes.contains(where: { $0.variant == variant && $0.diverges })
    {
      lines.append("\(scenario.scenario):\(divergence.line): " + divergence.summary)
      for diff in divergence.diffs where diff.variant == variant || diff.against == variant {
        lines.append("--- \(diff.against) \(diff.aspect.rawValue)")
        lines.append("+++ \(diff.variant) \(diff.aspect.rawValue)")
        lines += diff.hunks
      }
    }
    return lines
  }

  /// The `<system-out>` element of `trace`'s app output, with its line break; nil when the app
  /// printed nothing.
  private static func systemOut(_ trace: ReplayTrace) -> String? {
    guard !trace.appOutput.isEmpty else { return nil }
    let lines = trace.appOutput.flatMap { ["app output, \($0.place):"] + $0.visibleLines }
    return "      <system-out>\(MarkupText.escape(lines.joined(separator: "\n")))</system-out>\n"
  }
}
