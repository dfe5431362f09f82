import Reports
import Testing

@Suite struct ReportSummaryTests {
  @Test func matrixShowsOneRowPerScenarioAndAbsentVariantsLast() {
    var traces = ReportFixtures.traces
    for index in traces.indices where traces[index].scenarioName.hasPrefix("Favourite") {
      traces[index].scenarioName = "Favourite"
    }
    let matrix = SummaryWriter.matrix(ReportFixtures.run(traces: traces))
    #expect(
      matrix == """
        | scenario | `mvc` | `mvvmc` | `viper` | `reducer` |
        |---|---|---|---|---|
        | BMI saved `bmi/save.scenario` | ✅ pass | ❌ fails-expect | ❌ crashed | ➖ absent |
        | Favourite `products/favourite.scenario` | ✅ pass | ✅ pass | ❌ diverges | ➖ absent |
        """)
  }

  @Test func titleLineCountsScenariosAndCells() {
    let summary = SummaryWriter.markdown(for: ReportFixtures.run())
    let firstLine = summary.split(separator: "\n").first.map(String.init)
    #expect(
      firstLine == "# Architecture comparison: 0 of 2 scenarios clean (3 pass, 1 diverges, 2 fail, 2 absent)")
  }

  @Test(arguments: [("hooks", " · replayed with the `hooks` backend"), (nil, "")])
  func theHeaderNamesTheReplayBackendWhenTheRunRecordsOne(backend: String?, suffix: String) {
    var run = ReportFixtures.run()
    run.replayBackend = backend
    let lines = SummaryWriter.markdown(for: run).split(separator: "\n").map(String.init)
    let meta = lines.first { $0.hasPrefix(run.toolVersion) }
    #expect(meta?.hasSuffix(suffix) == true, "\(meta ?? "no header line")")
    #expect(meta?.contains("backend") == (backend != nil))
  }

  @Test func divergenceShowsTheSummarySentenceAndADiffBlock() {
    let summary = SummaryWriter.markdown(for: ReportFixtures.run())
    #expect(summary.contains("`viper` is the odd one out at line 5 (`tap product.p1`)"))
    #expect(
      summary.contains(
        """
        `viper` against `mvc`, navigation:

        ```diff
        - push products.detail
        + pop-to-root products
        ```
        """))
  }

  @Test func aReplayThatStoppedEarlyIsListedWithWhatTheOthersDidAndNoDivergence() {
    let summary = SummaryWriter.markdown(for: ReportFixtures.run())
    #expect(
      summary.contains(
        """
        ### BMI saved `bmi/save.scenario`

        crashed at line 3 (`launch`) on `viper`; `mvc` passed; `mvvmc` failed expectations

        ### Favourite
        """))
    #expect(!summary.contains("odd one out at line 3"))
  }

  @Test func failuresAreListedPerVariantWithTheirLocations() {
    let summary = SummaryWriter.markdown(for: ReportFixtures.run())
    #expect(
      summary.contains(
        """
        ### `mvvmc` MVVM + Coordinator

        - `bmi/save.scenario` (fails-expect)
          - `bmi/save.scenario:4:1: expected bmi.result "22.9", found "23.0"`
        """))
    #expect(summary.contains("- `bmi/save.scenario` (crashed)\n  - `signal 11`"))
  }

  @Test func costTableHasARowPerFigureAndAColumnPerVariantInRegistryOrder() {
    let table = SummaryWriter.costTable(ReportFixtures.run())
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines.first == "| | `mvc` | `mvvmc` | `viper` |")
    #expect(lines.contains("| · view controller | 120 | 120 | 120 |"))
    #expect(lines.contains("| lines of code | 160 | 160 | 160 |"))
    #expect(lines.contains("| time per action (median) | 600 µs | 600 µs | 600 µs |"))
  }

  @Test(arguments: [
    ("release", "a release build"), ("debug", "a debug build"), (nil, "a build not recorded"),
  ])
  func theCostSectionSaysWhatTheTimeIsAndWhichBuildMeasuredIt(configuration: String?, phrase: String) {
    var run = ReportFixtures.run()
    run.buildConfiguration = configuration
    let summary = SummaryWriter.markdown(for: run)
    #expect(summary.contains("Time per action is the app's own work per user action"))
    #expect(summary.contains("measured in \(phrase)"))
    #expect(HTMLReportWriter.html(for: run).contains("measured in \(phrase)"))
  }

  @Test func scenarioNamesWithMarkdownSyntaxAreEscapedInTheMatrix() {
    var traces = ReportFixtures.traces
    for index in traces.indices { traces[index].scenarioName = "a | b <i>" }
    let matrix = SummaryWriter.matrix(ReportFixtures.run(traces: traces))
    #expect(matrix.contains("| a \\| b \\<i\\> `bmi/save.scenario` |"))
  }
}

/// A summary for a huge run stays under GitHub's comment limit and says what it left out.
@Suite struct ReportSummaryBudgetTests {
  /// 350 scenarios, each a divergence with a 60-line diff and failures of two variants.
  static func hugeRun() -> HarnessRun {
    let traces = (0..<350).flatMap { number in
      ReportFixtures.traces.map { trace in
        var trace = trace
        trace.scenario = "many/scenario-\(number).scenario"
        trace.steps = trace.steps.map { step in
          var step = step
          step.screen += String(repeating: "\n  label line-\(number)-\(trace.variant)", count: 30)
          return step
        }
        return trace
      }
    }
    return ReportFixtures.run(traces: traces)
  }

  @Test func aHugeRunsSummaryStaysUnderTheCommentLimitAndSaysWhatItLeftOut() {
    let summary = SummaryWriter.markdown(for: Self.hugeRun())
    #expect(summary.utf8.count <= SummaryWriter.defaultBudget)
    #expect(summary.contains("## Cost"))
    #expect(summary.contains("more scenarios left out to keep this summary under 60 kB"))
    #expect(summary.contains("more divergences left out to keep this summary under 60 kB"))
    #expect(summary.contains("the full list is in `report.html` and `results.json`"))
  }

  @Test func aSmallRunsSummaryIsNeverCut() {
    let run = ReportFixtures.run()
    #expect(SummaryWriter.markdown(for: run) == SummaryWriter.markdown(for: run, budget: .max))
    #expect(!SummaryWriter.markdown(for: run).contains("left out"))
  }
}
