/// The reports the harness writes, each a file in the output folder.
public enum ReportFormat: String, CaseIterable, Codable, Sendable {
  /// `summary.md`: matrix, divergences, failures and cost, for pull requests and CI summaries.
  case summary
  /// `report.html`: the self-contained page with the traces side by side and the charts.
  case html
  /// `results.json`: the whole run, for tools.
  case json
  /// `junit.xml`: one test case per scenario × variant, for CI systems.
  case junit

  /// The file the report is written to.
  public var fileName: String {
    switch self {
    case .summary: "summary.md"
    case .html: "report.html"
    case .json: "results.json"
    case .junit: "junit.xml"
    }
  }

  /// The report's bytes for `run`, as the file holds them: `results.json` and `junit.xml` without a
  /// detour through a `String`, the others as their text, not copied.
  func rendered(_ run: HarnessRun) -> RenderedReport {
    switch self {
    case .json: .bytes(JSONReportWriter.bytes(for: run))
    case .junit: .bytes(JUnitReportWriter.bytes(for: run))
    default: .text(render(run))
    }
  }

  /// The report's text for `run`.
  public func render(_ run: HarnessRun) -> String {
    switch self {
    case .summary: SummaryWriter.markdown(for: run)
    case .html: HTMLReportWriter.html(for: run)
    case .json: JSONReportWriter.json(for: run)
    case .junit: JUnitReportWriter.xml(for: run)
    }
  }
}
