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
        | variant | mutants | equivalent | judged | unit tests | replays | either | timed out | survived | not reached |
        |---|--:|--:|--:|--:|--:|--:|--:|--:|--:|
        | `mvc` | 120 | 1 | 20 | 15 (79 %) | 12 (63 %) | 18 (95 %) | 1 | 1 | 0 |
        | `viper` | 200 | 0 | 20 | 18 (90 %) | 10 (50 %) | 19 (95 %) | 0 | 1 | 1 |
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

  @Test("the summary counts the equivalent mutants by rule, and the page lists each with its rule")
  func equivalentsByRule() {
    #expect(
      SummaryWriter.markdown(for: Self.run).contains(
        "- `mvc`: `empty-base-call` 1"))
    #expect(
      HTMLReportWriter.html(for: Self.run).contains(
        "<li><code>Sources/MVCApp/List.swift:8</code> remove-call <code>super.viewDidLoad()</code> · "
          + "empty-base-call: removes a call to a base method the UI stand-in leaves empty</li>"))
  }

  @Test("a timed-out mutant is neither a kill nor a survivor, and the shares leave it out")
  func timedOutIsUndecided() {
    let mutant = ReportFixtures.testability.variants[0].survivors[0].mutant
    let variant = VariantTestability(
      variant: "mvc", module: "MVCApp", unitTestTarget: "MVCAppTests", generated: 3,
      judged: [
        JudgedMutant(mutant: mutant, unitTests: .timedOut, replays: .survived),
        JudgedMutant(mutant: mutant, unitTests: .timedOut, replays: .killed),
        JudgedMutant(mutant: mutant, unitTests: .survived, replays: .notReached),
      ])
    #expect(variant.killedByEither == 1)
    #expect(variant.timedOut == 1)
    #expect(variant.survived == 1)
    #expect(variant.score == 50)
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
