import ChangeCost
import CodeMetrics
import Testing

@testable import Reports

/// The Change cost section says per change what each variant's patch changed, totals and the
/// ratio to the baseline, and why a part does not count; the HTML puts the patches side by side.
@Suite struct ChangeCostSectionTests {
  static func figures(_ lines: Int, tests: Int = 0, role: CodeRole = .viewController) -> ChangeFigures {
    var figures = ChangeFigures()
    figures.linesAdded = lines
    figures.testLinesAdded = tests
    figures.filesChanged = 1
    figures.roles = lines == 0 ? [] : [RoleChange(role: role, linesChanged: lines)]
    return figures
  }

  static let patch =
    "--- a/Sources/MVCApp/FormViewController.swift\n+++ b/Sources/MVCApp/FormViewController.swift\n@@ -1 +1 @@\n-a <b>\n+c\n"

  static let report = ChangeCostReport(
    baseline: "mvc-massive",
    changes: [
      ChangeOutcome(
        id: "01-a", title: "01 — A | B", shared: figures(10),
        variants: [
          VariantChangeOutcome(variant: "mvc-massive", verdict: .passed, figures: figures(4), patch: patch),
          VariantChangeOutcome(variant: "mvc", verdict: .passed, figures: figures(6, tests: 2), patch: patch),
          VariantChangeOutcome(
            variant: "mvp", verdict: .doesNotApply, detail: "ChangeRequests/01-a/mvp.patch:3:1: error: x"),
        ]),
      ChangeOutcome(
        id: "02-b", title: "02 — B", shared: figures(0),
        variants: [
          VariantChangeOutcome(variant: "mvc-massive", verdict: .passed, figures: figures(4), patch: ""),
          VariantChangeOutcome(variant: "mvc", verdict: .passed, figures: figures(0), patch: ""),
          VariantChangeOutcome(variant: "mvp", verdict: .notWritten),
        ]),
    ])

  @Test func theSummaryTablesEachChangeTotalsAndRatiosAndSaysWhyAPartDoesNotCount() throws {
    let section = try #require(SummaryWriter.changeCost(Self.report))
    let table = section.components(separatedBy: "\n\n")[2]
    #expect(
      table == """
        | change | shared | `mvc-massive` | `mvc` | `mvp` |
        |---|--:|--:|--:|--:|
        | 01 — A \\| B | 10 | 4 | 6 (+2 test) | does-not-apply |
        | 02 — B | 0 | 4 | 0 | not-written |
        | **total** (changes passed) | | 8 (+0 test) | 6 (+2 test) | 0 (+0 test) |
        | ratio to `mvc-massive` | | 1.00× | 0.75× | — |
        """)
    #expect(section.contains("- 01-a, `mvc`: view controller 6"))
    #expect(section.contains("- 01-a, `mvp`: does-not-apply: ChangeRequests/01-a/mvp.patch:3:1: error: x"))
    #expect(section.contains("- 02-b, `mvp`: not-written"))
  }

  @Test func noChangeCostMeasuredIsNoSection() {
    #expect(SummaryWriter.changeCost(nil) == nil)
    #expect(HTMLReportWriter.changeCost(ChangeCostReport(baseline: nil, changes: [])) == nil)
  }

  @Test func theHTMLPutsEachChangesPatchesSideBySideWithRolesAndEscapedLines() throws {
    let html = try #require(HTMLReportWriter.changeCost(Self.report))
    #expect(html.components(separatedBy: "<div class=\"patches\">").count == 3)
    #expect(html.components(separatedBy: "<div class=\"patch\">").count == 7)
    #expect(html.contains("<span class=\"del\">-a &lt;b&gt;</span><span class=\"ins\">+c</span>"))
    #expect(html.contains(">view controller</span> <code>Sources/MVCApp/FormViewController.swift</code>"))
    #expect(html.contains("<p class=\"note\">no change needed</p>"))
    #expect(html.contains("<p class=\"note\">not written</p>"))
    #expect(html.contains("<td class=\"fail\">does-not-apply</td>"))
  }
}
