import Reports
import Testing

/// The Behaviour map `arch-harness coverage` makes from each replay's lcov records: a tiny known
/// flow (two scenarios on one variant) mapped from committed lcov texts.
@Suite struct BehaviourMapTests {
  /// `bmi/valid.scenario` on mvc: enters a height and weight and reads the result; the scratch
  /// copy's absolute paths, and a Domain file that is not the variant's.
  static let validLcov = """
    SF:/w/.build/arch-harness-coverage/Sources/MVCApp/BMI/BMIFormViewController.swift
    DA:10,1
    DA:11,1
    DA:12,1
    DA:13,2
    DA:20,1
    DA:30,0
    DA:31,0
    DA:40,0
    end_of_record
    SF:/w/.build/arch-harness-coverage/Sources/MVCApp/History/HistoryStore.swift
    DA:5,0
    DA:6,0
    end_of_record
    SF:/w/.build/arch-harness-coverage/Sources/Domain/BMI.swift
    DA:1,3
    end_of_record
    """

  /// `bmi/invalid.scenario` on mvc: an empty weight shows the error.
  static let invalidLcov = """
    SF:/w/.build/arch-harness-coverage/Sources/MVCApp/BMI/BMIFormViewController.swift
    DA:10,1
    DA:11,1
    DA:12,0
    DA:13,0
    DA:20,0
    DA:30,1
    DA:31,1
    DA:40,0
    end_of_record
    SF:/w/.build/arch-harness-coverage/Sources/MVCApp/History/HistoryStore.swift
    DA:5,0
    DA:6,0
    end_of_record
    """

  static let map = BehaviourMap.make(
    variants: [("mvc", "MVCApp"), ("viper", "VIPERApp")],
    replays: [
      .init(scenario: "bmi/valid.scenario", variant: "mvc", records: LcovRecords(parsing: validLcov)),
      .init(scenario: "bmi/invalid.scenario", variant: "mvc", records: LcovRecords(parsing: invalidLcov)),
    ])

  @Test("each scenario lists, per variant, the module's files and line ranges it ran, scenarios by path")
  func linesPerScenario() {
    let form = "Sources/MVCApp/BMI/BMIFormViewController.swift"
    #expect(
      Self.map.scenarios == [
        ScenarioBehaviour(
          scenario: "bmi/invalid.scenario",
          variants: [
            ReplayLines(
              variant: "mvc", files: [FileLines(file: form, ranges: LineRange.ranges(of: [10, 11, 30, 31]))])
          ]),
        ScenarioBehaviour(
          scenario: "bmi/valid.scenario",
          variants: [
            ReplayLines(
              variant: "mvc",
              files: [FileLines(file: form, ranges: LineRange.ranges(of: [10, 11, 12, 13, 20]))])
          ]),
      ])
    #expect(LineRange.text(Self.map.scenarios[1].variants[0].files[0].ranges) == "10–13, 20")
  }

  @Test("per variant, the counted lines no scenario ran, including files no scenario entered")
  func unreachedPerVariant() {
    #expect(
      Self.map.variants == [
        VariantBehaviour(
          variant: "mvc", module: "MVCApp", countedLines: 10, reachedLines: 7,
          unreached: [
            FileLines(
              file: "Sources/MVCApp/BMI/BMIFormViewController.swift", ranges: [LineRange(first: 40, last: 40)]
            ),
            FileLines(
              file: "Sources/MVCApp/History/HistoryStore.swift", ranges: [LineRange(first: 5, last: 6)]),
          ])
      ])
    #expect(Self.map.variants[0].unreachedLines == 3)
  }

  @Test("the summary gives per variant the share of lines reached and the count unreached")
  func summary() {
    var run = ReportFixtures.run()
    run.behaviourMap = Self.map
    let summary = SummaryWriter.markdown(for: run)
    #expect(
      summary.contains(
        "## Behaviour map\n\nThe source lines of each variant's module that the 2 scenarios run"))
    #expect(
      SummaryWriter.behaviourMapTable(Self.map) == """
        | variant | lines counted | reached by a scenario | unreached |
        |---|--:|--:|--:|
        | `mvc` | 10 | 7 (70 %) | 3 |
        """)
  }

  @Test("the HTML page has per scenario a collapsible list per variant, and per variant the unreached lines")
  func html() {
    var run = ReportFixtures.run()
    run.behaviourMap = Self.map
    let html = HTMLReportWriter.html(for: run)
    #expect(html.contains("<section id=\"behaviour-map\"><h2>Behaviour map</h2>"))
    #expect(
      html.contains(
        "<details><summary><code>mvc</code> (MVCApp): 3 of 10 lines unreached, 70 % reached</summary><ul>"
          + "<li><code>Sources/MVCApp/BMI/BMIFormViewController.swift</code> 40</li>"
          + "<li><code>Sources/MVCApp/History/HistoryStore.swift</code> 5–6</li></ul></details>"))
    #expect(
      html.contains(
        "<details><summary><code>bmi/valid.scenario</code></summary>"
          + "<details><summary><code>mvc</code>: 5 lines in 1 files</summary>"
          + "<ul><li><code>Sources/MVCApp/BMI/BMIFormViewController.swift</code> 10–13, 20</li></ul></details>"
          + "</details>"))
  }

  @Test("a run that coverage has not mapped has no Behaviour map section")
  func absentWithoutCoverage() {
    #expect(!SummaryWriter.markdown(for: ReportFixtures.run()).contains("Behaviour map"))
    #expect(!HTMLReportWriter.html(for: ReportFixtures.run()).contains("id=\"behaviour-map\""))
  }

  @Test("replays coverage could not map are listed, with why, in the summary and the HTML page")
  func unmappedReplays() {
    var map = Self.map
    map.unmapped = [
      UnmappedReplay(
        scenario: "bmi/crash.scenario", variant: "mvc", reason: "its worker stopped with status 132")
    ]
    var run = ReportFixtures.run()
    run.behaviourMap = map
    #expect(
      SummaryWriter.markdown(for: run).contains(
        "\n\nNot mapped (their lines are missing above):\n\n"
          + "- `bmi/crash.scenario` on `mvc`: its worker stopped with status 132"))
    #expect(
      HTMLReportWriter.html(for: run).contains(
        "<h3>Not mapped</h3><p>These replays left no profile; their lines are missing below.</p><ul>"
          + "<li><code>bmi/crash.scenario</code> on <code>mvc</code>: its worker stopped with status 132</li></ul>"
      ))
  }
}
