import Mutation
import Reports
import Testing

/// The Testability section `arch-harness mutate` adds to the reports.
@Suite struct ReportTestabilityTests {
  private static var run: HarnessRun {
    var run = ReportFixtures.run()
    run.testability = ReportFixtures.testability
    return run
  }

  @Test("the summary has the score table, a row per variant and a column per judge")
  func summaryTable() {
    #expect(
      SummaryWriter.testabilityTable(ReportFixtures.testability) == """
        | variant | mutants | judged | unit tests | replays | either | survived | not reached |
        |---|--:|--:|--:|--:|--:|--:|--:|
        | `mvc` | 120 | 20 | 15 (75 %) | 12 (60 %) | 19 (95 %) | 1 | 0 |
        | `viper` | 200 | 20 | 18 (90 %) | 10 (50 %) | 19 (95 %) | 1 | 1 |
        """)
    #expect(SummaryWriter.markdown(for: Self.run).contains("## Testability\n\nFaults planted"))
  }

  @Test("the summary lists each survivor with its place, operator and diff, flagging the unreached")
  func summarySurvivors() {
    let summary = SummaryWriter.markdown(for: Self.run)
    #expect(summary.contains("- `Sources/MVCApp/List.swift:12` remove-call: `task?.cancel()` → removed"))
    #expect(
      summary.contains(
        "- `Sources/VIPERApp/Router.swift:40` swap-equality (no judge reaches it): `if a == b {` → `if a != b {`"
      ))
  }

  @Test("a run that mutate has not measured has no Testability section")
  func absentWithoutMutation() {
    #expect(!SummaryWriter.markdown(for: ReportFixtures.run()).contains("Testability"))
    #expect(!HTMLReportWriter.html(for: ReportFixtures.run()).contains("id=\"testability\""))
  }

  @Test("the HTML page shows every survivor's code as a diff, and who reaches it")
  func htmlSurvivors() {
    let html = HTMLReportWriter.html(for: Self.run)
    #expect(html.contains("<section id=\"testability\"><h2>Testability</h2>"))
    #expect(
      html.contains(
        "<p><code>Sources/MVCApp/List.swift:12</code> remove-call · replays reach it</p>"
          + "<div class=\"diff\"><pre><span class=\"del\">- task?.cancel()</span>"
          + "<span class=\"ins\">+ (removed)</span></pre></div>"))
    #expect(html.contains("swap-equality · no judge reaches it"))
  }

  @Test("results.json carries the scores and reads back the same")
  func jsonRoundTrip() throws {
    let json = JSONReportWriter.json(for: Self.run)
    #expect(json.contains("\"operator\":\"remove-call\""))
    #expect(try JSONReportWriter.run(from: json) == Self.run)
  }
}
