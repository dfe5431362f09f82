import Comparison
import Foundation
import Reports
import Testing
import Traces

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Four of six variants timed out at `launch`: every report says so, and shows the two that
/// passed as passing, never as divergent.
@Suite struct ReportStoppedReplayTests {
  static let names = ["mvc", "mvc-massive", "mvp", "mvvmc", "viper", "reducer"]
  static let sentence =
    "timed out at line 3 (`launch`) on `mvp`, `mvvmc`, `viper`, `reducer`; the others passed"
  static let timeOut =
    "products/big.scenario:3:1: error: `launch` did not finish within 10s of wall time (--step-timeout); "
    + "the variant may be stuck in a synchronous loop"

  static func run() -> HarnessRun {
    let traces = names.enumerated().map { index, variant in
      let steps = [
        StepTrace(
          index: 0, line: 3, source: "launch", screen: "products.list", navigation: [],
          calls: ["fetchProducts()"],
          state: ["tab: products"]),
        StepTrace(
          index: 1, line: 4, source: "expect-screen products.list", screen: "products.list", navigation: [],
          calls: [], state: ["tab: products"]),
      ]
      return ReplayTrace(
        scenario: "products/big.scenario", scenarioName: "A 50 MB list", variant: variant,
        outcome: index < 2 ? .passed : .timedOut(line: 3, message: timeOut), steps: index < 2 ? steps : [])
    }
    return HarnessRun.make(
      toolVersion: "arch-harness 0.1.0", variants: names.map { ComparedVariant(name: $0, displayName: $0) },
      absent: [], traces: traces, costs: [])
  }

  @Test func theSummaryMatrixShowsThePassingVariantsPassingAndTheDivergencesSaySoOnce() {
    let summary = SummaryWriter.markdown(for: Self.run())
    #expect(
      summary.contains(
        "| A 50 MB list `products/big.scenario` | ✅ pass | ✅ pass | ❌ timed-out | ❌ timed-out | ❌ timed-out "
          + "| ❌ timed-out |"))
    #expect(
      summary.contains(
        """
        ## Divergences

        ### A 50 MB list `products/big.scenario`

        \(Self.sentence)

        ## Failures
        """))
    #expect(summary.hasPrefix("# Architecture comparison: 0 of 1 scenario clean (2 pass, 4 fail)\n"))
  }

  @Test func theHTMLPageSaysWhatHappenedInTheListAndTheScenarioSection() {
    let html = HTMLReportWriter.html(for: Self.run())
    let said =
      "timed out at line 3 (<code>launch</code>) on <code>mvp</code>, <code>mvvmc</code>, <code>viper</code>, "
      + "<code>reducer</code>; the others passed"
    #expect(
      html.contains(
        "<li><a href=\"#s-products-big\">A 50 MB list</a> <span class=\"path\">products/big.scenario</span> "
          + said + "</li>"))
    #expect(html.contains("<p class=\"divergence\">\(said)</p>"))
    #expect(!html.contains("odd one out") && !html.contains("differ from"))
    #expect(!html.contains("<td class=\"diverges\""))
  }

  @Test func junitPassesTheTwoThatPassedAndTellsTheOthersWhatHappened() throws {
    let document = try XMLDocument(data: Data(JUnitReportWriter.xml(for: Self.run()).utf8), options: [])
    let failing = try document.nodes(forXPath: "//testcase[failure]/@classname").map { $0.stringValue ?? "" }
    #expect(failing == ["mvp", "mvvmc", "viper", "reducer"])
    let failure = try document.nodes(forXPath: "//testcase[@classname='viper']/failure").first as? XMLElement
    #expect(failure?.attribute(forName: "type")?.stringValue == "timed-out")
    #expect(failure?.attribute(forName: "message")?.stringValue == "timed-out: " + Self.timeOut)
    #expect(failure?.stringValue == Self.timeOut + "\nproducts/big.scenario:3: " + Self.sentence)
  }
}
