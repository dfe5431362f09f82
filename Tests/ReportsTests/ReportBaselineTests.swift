import CodeMetrics
import Foundation
import Reports
import Testing

/// The cost section against the baseline variant (`mvc-massive`): ratio rows when it was measured,
/// today's table when it was not.
@Suite struct ReportBaselineTests {
  static let variants = [
    ComparedVariant(name: "mvc", displayName: "MVC"),
    ComparedVariant(name: "mvc-massive", displayName: "Massive View Controller"),
    ComparedVariant(name: "viper", displayName: "VIPER"),
  ]

  static func cost(
    _ variant: String, files: Int, lines: Int, microseconds: Int?, interval: (Int, Int)? = nil
  ) -> VariantCost {
    VariantCost(
      variant: variant,
      sourceFiles: (0..<files).map { index in
        FileCost(
          path: "F\(index).swift", role: .viewController, linesOfCode: index == 0 ? lines : 0, types: 0,
          protocols: 0)
      },
      testFiles: 0, testLines: 0, measuredReplays: 1, microsecondsPerAction: microseconds,
      microsecondsPerActionLow: interval?.0, microsecondsPerActionHigh: interval?.1)
  }

  static func run(
    baseline: String?, measuringBaseline: Bool = true, mvcInterval: (Int, Int) = (560, 640)
  ) -> HarnessRun {
    let costs = [
      cost("mvc", files: 2, lines: 160, microseconds: 600, interval: mvcInterval),
      cost("mvc-massive", files: 1, lines: 100, microseconds: 500, interval: (470, 530)),
      cost("viper", files: 5, lines: 400, microseconds: nil),
    ].filter { measuringBaseline || $0.variant != "mvc-massive" }
    return HarnessRun.make(
      toolVersion: "test", variants: variants, absent: [], traces: [], costs: costs, costBaseline: baseline)
  }

  @Test("With the baseline measured, files, lines of code and time per action each get a row of ratios")
  func ratioRowsFollowTheirFigures() {
    let lines = SummaryWriter.costTable(Self.run(baseline: "mvc-massive")).split(separator: "\n").map(
      String.init)
    #expect(
      Array(lines.prefix(6)) == [
        "| | `mvc` | `mvc-massive` | `viper` |",
        "|---|--:|--:|--:|",
        "| files | 2 | 1 | 5 |",
        "| files vs mvc-massive | 2.00× | 1.00× | 5.00× |",
        "| lines of code | 160 | 100 | 400 |",
        "| lines of code vs mvc-massive | 1.60× | 1.00× | 4.00× |",
      ])
    #expect(
      Array(lines.suffix(2)) == [
        "| time per action (median) | 600 µs | 500 µs | — |",
        "| time per action vs mvc-massive | 1.20× | 1.00× | — |",
      ])
  }

  @Test("A time per action whose interval overlaps the baseline's reads not significant, in both reports")
  func overlappingTimesAreNotSignificant() throws {
    let run = Self.run(baseline: "mvc-massive", mvcInterval: (520, 700))
    let lines = SummaryWriter.costTable(run).split(separator: "\n").map(String.init)
    #expect(lines.last == "| time per action vs mvc-massive | not significant | 1.00× | — |")
    #expect(
      HTMLReportWriter.html(for: run).contains(
        "<tr><th>time per action vs mvc-massive</th><td>not significant</td><td>1.00×</td><td>—</td></tr>"))
    let ratios = try #require(run.costRatios)
    #expect(ratios.map(\.timePerActionSignificant) == [false, nil, nil])
  }

  @Test("The summary and the page say what the ratios are")
  func theNoteExplainsTheRatios() {
    let run = Self.run(baseline: "mvc-massive")
    let note =
      "Rows \"vs mvc-massive\" divide each variant's figure by the one of mvc-massive (Massive View "
      + "Controller), the baseline: 1.00× costs the same, 2.00× twice as much; a time ratio reads "
      + "\"not significant\" when the two medians' 95 % confidence intervals overlap."
    #expect(SummaryWriter.markdown(for: run).contains(note))
    #expect(
      SummaryWriter.markdown(for: run).contains(
        "as the worker's main-thread CPU time (which a busy machine does not inflate, unlike wall time)"))
    let html = HTMLReportWriter.html(for: run)
    #expect(
      html.contains(
        "<tr><th>lines of code vs mvc-massive</th><td>1.60×</td><td>1.00×</td><td>4.00×</td></tr>"))
    #expect(html.contains("Rows &quot;vs mvc-massive&quot; divide each variant&#39;s figure"))
  }

  @Test("results.json carries the baseline and every variant's ratios, and reads back the same")
  func jsonCarriesTheRatios() throws {
    let run = Self.run(baseline: "mvc-massive")
    let json = JSONReportWriter.json(for: run)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["costBaseline"] as? String == "mvc-massive")
    let ratios = try #require(object["costRatios"] as? [[String: Any]])
    #expect(ratios.map { $0["linesOfCodePercent"] as? Int } == [160, 100, 400])
    #expect(ratios[2]["timePerActionPercent"] == nil)
    #expect(try JSONReportWriter.run(from: json) == run)
  }

  @Test(
    "Without a baseline, or with one that was not measured, the cost section is as before",
    arguments: [(nil, true), ("mvc-massive", false)] as [(String?, Bool)])
  func noBaselineNoRatios(baseline: String?, measuringBaseline: Bool) {
    let run = Self.run(baseline: baseline, measuringBaseline: measuringBaseline)
    #expect(run.costBaseline == nil && run.costRatios == nil)
    let summary = SummaryWriter.markdown(for: run)
    #expect(summary.contains("| files |"))
    #expect(!summary.contains(" vs mvc-massive"))
    #expect(!JSONReportWriter.json(for: run).contains("costRatios"))
  }
}
