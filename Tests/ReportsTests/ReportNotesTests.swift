import Reports
import Testing
import Traces

@Suite struct ReportNotesTests {
  /// A clean run in which `mvc`'s replay of the favourite scenario passed with an unscripted call
  /// its scenario allows.
  static var cleanRunWithANote: HarnessRun {
    let traces = ReportFixtures.traces.filter { $0.scenario == "products/favourite.scenario" }.map { trace in
      var trace = trace
      trace.steps[1].navigation = ["push products.detail"]
      if trace.variant == "mvc" { trace.problems = ["line 5: fetchProduct(p9)"] }
      return trace
    }
    return ReportFixtures.run(traces: traces)
  }

  @Test func aCleanRunsSummaryListsNoFailureAndPutsProblemsOfPassingReplaysUnderNotes() {
    let summary = SummaryWriter.markdown(for: Self.cleanRunWithANote)
    #expect(summary.hasPrefix("# Architecture comparison: 1 of 1 scenario clean"))
    #expect(
      summary.contains(
        """
        ## Failures

        None.

        ## Notes

        ### `mvc` MVC

        - `products/favourite.scenario`
          - `note: line 5: fetchProduct(p9)`
        """))
    #expect(!summary.contains("(pass)"))
  }

  @Test func aFailingReplaysProblemsStayWithItsFailures() throws {
    var traces = ReportFixtures.traces
    let index = try #require(
      traces.firstIndex { $0.variant == "mvvmc" && $0.scenario == "bmi/save.scenario" })
    traces[index].problems = ["line 4: fetchProduct(p9)"]
    let summary = SummaryWriter.markdown(for: ReportFixtures.run(traces: traces))
    #expect(summary.contains("  - `problem: line 4: fetchProduct(p9)`"))
    #expect(!summary.contains("## Notes"))
  }
}
