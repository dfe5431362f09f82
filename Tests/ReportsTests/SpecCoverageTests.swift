import Testing

@testable import Reports

@Suite struct SpecCoverageTests {
  @Test func coverageKeepsTheSpecificationsOrder() {
    let coverage = SpecCoverage(ids: ["c.c", "a.a", "b.b"], coveredIDs: ["b.b", "c.c", "z.z"])
    #expect(coverage.covered == ["c.c", "b.b"])
    #expect(coverage.uncovered == ["a.a"])
    #expect(coverage.summary == "2 of 3 behaviours (66 %)")
  }

  @Test func shardsCoverageAddsUp() {
    let one = SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["a.a"])
    let two = SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["c.c"])
    #expect(one.merged(with: two) == SpecCoverage(ids: ["a.a", "b.b", "c.c"], coveredIDs: ["a.a", "c.c"]))
  }

  @Test func reportsShowTheCoverageAndWhatIsNotCovered() {
    var run = ReportFixtures.run()
    run.coverage = SpecCoverage(ids: ["a.a", "b.b"], coveredIDs: ["a.a"])
    let summary = SummaryWriter.markdown(for: run)
    #expect(
      summary.contains(
        "## Spec coverage\n\n1 of 2 behaviours (50 %) covered by a scenario that passed on every variant.\n\n"
          + "Not covered: `b.b`"))
    let html = HTMLReportWriter.html(for: run)
    #expect(html.contains("<section id=\"coverage\"><h2>Spec coverage</h2>"))
    #expect(html.contains("<li><code>b.b</code></li>"))
    #expect(!SummaryWriter.markdown(for: ReportFixtures.run()).contains("Spec coverage"))
  }
}
