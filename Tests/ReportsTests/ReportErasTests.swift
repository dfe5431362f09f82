import Reports
import Testing

/// The reports know the eras: the matrix and the cost table group their columns by era under a
/// row of era names, the SwiftUI era's costs get ratios to `swiftui`, and each shared core is
/// split from the apps that share it.
@Suite struct ReportErasTests {
  static let summary = SummaryWriter.markdown(for: ReportErasFixtures.run())
  static let html = HTMLReportWriter.html(for: ReportErasFixtures.run())

  @Test func theMatrixGroupsItsColumnsByEraUnderARowOfEraNames() {
    #expect(
      SummaryWriter.matrix(ReportErasFixtures.run()) == """
        | | UIKit era | | | SwiftUI era | | not compared |
        |---|---|---|---|---|---|---|
        | scenario | `mvc` | `mvc-massive` | `reducer` | `swiftui` | `swiftui-reducer` | `viper` |
        | A `a.scenario` | ✅ pass | ✅ pass | ✅ pass | ✅ pass | ✅ pass | ➖ absent |
        """)
    #expect(
      Self.html.contains(
        "<thead><tr class=\"eras\"><th></th><th colspan=\"3\">UIKit era</th><th colspan=\"2\">SwiftUI era</th>"
          + "<th>not compared</th></tr><tr><th>scenario</th><th title=\"MVC\">mvc</th>"))
  }

  @Test func aScenariosStepTableShowsTheVariantsInTheMatrixsOrder() throws {
    var traces = ReportErasFixtures.traces
    let index = try #require(traces.firstIndex { $0.variant == "swiftui" })
    traces[index].outcome = .failedExpectations(line: 1, step: 0, message: "a.scenario:1:1: error: x")
    let run = HarnessRun.make(
      toolVersion: "test", variants: ReportErasFixtures.variants, absent: [], traces: traces,
      costs: ReportErasFixtures.costs)
    let html = HTMLReportWriter.html(for: run)
    let heads = html.components(separatedBy: "<th class=\"variant ").dropFirst().map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != " " })
    }
    #expect(heads == ["mvc", "mvc-massive", "reducer", "swiftui", "swiftui-reducer"])
  }

  @Test func aRunOfOneEraShowsNoEraRow() {
    let run = ReportFixtures.run()
    #expect(!run.showsEras)
    #expect(
      SummaryWriter.matrix(run).hasPrefix("| scenario | `mvc` | `mvvmc` | `viper` | `reducer` |\n|---|"))
    #expect(!HTMLReportWriter.html(for: run).contains("class=\"eras\""))
  }

  @Test func theCostTableIsGroupedByEraWithRatiosToSwiftUIWithinItsEra() {
    let table = SummaryWriter.costTable(ReportErasFixtures.run()).split(separator: "\n").map(String.init)
    #expect(
      Array(table.prefix(9)) == [
        "| | UIKit era | | | SwiftUI era | |",
        "|---|--:|--:|--:|--:|--:|",
        "| | `mvc` | `mvc-massive` | `reducer` | `swiftui` | `swiftui-reducer` |",
        "| files | 2 | 1 | 3 | 2 | 4 |",
        "| files vs mvc-massive | 2.00× | 1.00× | 3.00× | 2.00× | 4.00× |",
        "| files vs swiftui | | | | 1.00× | 2.00× |",
        "| lines of code | 150 | 100 | 120 | 80 | 140 |",
        "| lines of code vs mvc-massive | 1.50× | 1.00× | 1.20× | 0.80× | 1.40× |",
        "| lines of code vs swiftui | | | | 1.00× | 1.75× |",
      ])
    #expect(
      Array(table.suffix(3)) == [
        "| time per action (median) | — | — | — | — | — |",
        "| time per action vs mvc-massive | — | — | — | — | — |",
        "| time per action vs swiftui | | | | — | — |",
      ])
    #expect(
      Self.summary.contains(
        "Rows \"vs swiftui\" divide the figures of the SwiftUI era's variants by those of swiftui, the "
          + "baseline within that era."))
    #expect(
      Self.html.contains(
        "<table class=\"cost\"><thead><tr class=\"eras\"><th></th><th colspan=\"3\">UIKit era</th>"
          + "<th colspan=\"2\">SwiftUI era</th></tr><tr><th></th><th title=\"MVC\">mvc</th>"))
    #expect(
      Self.html.contains(
        "<tr><th>lines of code vs swiftui</th><td></td><td></td><td></td><td>1.00×</td><td>1.75×</td></tr>"))
  }

  @Test func withoutTheEraBaselineMeasuredThereAreNoRowsAgainstIt() {
    let run = ReportErasFixtures.run(eraBaselines: [])
    #expect(run.eraCostRatios == nil)
    #expect(!SummaryWriter.costTable(run).contains("vs swiftui"))
  }

  @Test func eachSharedCoreIsSplitFromTheAppsThatShareItByRole() {
    let section = """
      ## Shared cores: what survives a UI-framework change

      Each core module that variants of different eras share, split from what each app keeps alone, \
      by the cost table's rules (the cost table counts the core in every sharing variant's column). \
      The core is the code both UIs run; each app's own lines are what its UI framework needed on top.

      ### `ReducerCore`: `reducer`, `swiftui-reducer`

      `ReducerCore`, 80 lines of code in 2 files, is 67 % of `reducer` (120 lines with it) and 57 % of \
      `swiftui-reducer` (140 lines with it).

      | | `ReducerCore` shared | `reducer` alone | `swiftui-reducer` alone |
      |---|--:|--:|--:|
      | files | 2 | 1 | 2 |
      | lines of code | 80 | 40 | 60 |
      | · view controller | 0 | 40 | 0 |
      | · view | 0 | 0 | 50 |
      | · reducer/feature | 60 | 0 | 0 |
      | · service | 20 | 0 | 0 |
      | · app/shell | 0 | 0 | 10 |
      """
    #expect(Self.summary.contains(section + "\n"))
    let html = """
      <h3><code>ReducerCore</code>: <code>reducer</code>, <code>swiftui-reducer</code></h3>
      <p><code>ReducerCore</code>, 80 lines of code in 2 files, is 67 % of <code>reducer</code> \
      (120 lines with it) and 57 % of <code>swiftui-reducer</code> (140 lines with it).</p>
      <table class="cost"><thead><tr><th></th><th><code>ReducerCore</code> shared</th>\
      <th><code>reducer</code> alone</th><th><code>swiftui-reducer</code> alone</th></tr></thead>
      <tbody>
      <tr><th>files</th><td>2</td><td>1</td><td>2</td></tr>
      """
    #expect(Self.html.contains(html))
  }

  @Test func aRunWithoutASharedCoreHasNoSharedCoresSection() {
    let run = ReportFixtures.run()
    #expect(run.sharedCores == nil)
    #expect(!SummaryWriter.markdown(for: run).contains("Shared cores"))
    #expect(!HTMLReportWriter.html(for: run).contains("shared-cores"))
  }
}
