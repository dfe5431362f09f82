import Foundation
import Testing
import Traces

@testable import Reports

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A replay's app output in each report: with its failures in `summary.md` (or in its own
/// section when the replay is not listed there), below the steps in `report.html`, as
/// `<system-out>` in `junit.xml`, as it is in `results.json`.
@Suite struct ReportAppOutputTests {
  static let printed = AppOutput(
    step: 1, line: 4, source: "expect bmi.result \"22.9\"",
    text: "TRACE\tbmi/save.scenario\tpass\n\u{1B}[31m```\n",
    omittedBytes: 7)
  static let tornDown = AppOutput(step: 2, line: 4, source: AppOutput.tearDownSource, text: "bye")

  /// The fixture run with app output in `mvvmc`'s failing replay and `mvc`'s passing one.
  static func run() -> HarnessRun {
    var traces = ReportFixtures.traces
    traces[4].appOutput = [printed, tornDown]
    traces[3].appOutput = [AppOutput(step: 0, line: 3, source: "launch", text: "hello <b>\n")]
    return ReportFixtures.run(traces: traces)
  }

  @Test func aFailingReplaysAppOutputIsWithItsFailuresInTheSummary() {
    let summary = SummaryWriter.markdown(for: Self.run())
    #expect(
      summary.contains(
        """
        - `bmi/save.scenario` (fails-expect)
          - `bmi/save.scenario:4:1: expected bmi.result "22.9", found "23.0"`
          - app output, line 4, `expect bmi.result "22.9"`:

            ````
            TRACE bmi/save.scenario pass
            \\u{1B}[31m```
            … 7 more bytes
            ````
          - app output, the tear-down after line 4:

            ```
            bye
            ```
        """))
  }

  @Test func aPassingReplaysAppOutputHasASectionOfItsOwn() {
    let summary = SummaryWriter.markdown(for: Self.run())
    #expect(
      summary.contains(
        """
        ## App output

        ### `mvc` MVC

        - `bmi/save.scenario` (pass)
          - app output, line 3, `launch`:

            ```
            hello <b>
            ```

        ## Cost
        """))
    #expect(!SummaryWriter.markdown(for: ReportFixtures.run()).contains("app output"))
  }

  @Test func aCutSummaryNeverLeavesACodeBlockOpen() {
    let traces = (0..<400).flatMap { number in
      ReportFixtures.traces.map { trace in
        var trace = trace
        trace.scenario = "many/scenario-\(number).scenario"
        trace.appOutput = [
          AppOutput(step: 0, line: 3, source: "launch", text: String(repeating: "line\n", count: 40))
        ]
        return trace
      }
    }
    let summary = SummaryWriter.markdown(for: ReportFixtures.run(traces: traces))
    #expect(summary.utf8.count <= SummaryWriter.defaultBudget)
    #expect(summary.contains("more app output lines left out to keep this summary under 60 kB"))
    let fences = summary.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("```") }
    #expect(fences.count.isMultiple(of: 2))
    #expect(
      SummaryBudget.keepingCodeBlocksWhole(["a", "  ````", "  ```", "  x", "  ````", "b"]) == [
        "a", "  ````\n  ```\n  x\n  ````", "b",
      ])
  }

  @Test func theHTMLReportShowsItBelowTheScenariosSteps() throws {
    let html = HTMLReportWriter.html(for: Self.run())
    #expect(
      html.contains(
        "<div class=\"app-output\"><p>app output of <code>mvvmc</code></p><p class=\"note\">line 4, "
          + "`expect bmi.result &quot;22.9&quot;`</p><pre>TRACE\tbmi/save.scenario\tpass\n\\u{1B}[31m```\n"
          + "… 7 more bytes</pre><p class=\"note\">the tear-down after line 4</p><pre>bye</pre></div>"))
    #expect(html.contains("<pre>hello &lt;b&gt;</pre>"))
    _ = try XMLDocument(data: Data(html.utf8), options: [])
  }

  @Test func junitCarriesItAsSystemOut() throws {
    let xml = JUnitReportWriter.xml(for: Self.run())
    #expect(
      xml.contains(
        "</failure>\n      <system-out>app output, line 4, `expect bmi.result &quot;22.9&quot;`:\n"
          + "TRACE\tbmi/save.scenario\tpass\n\\u{1B}[31m```\n… 7 more bytes\n"
          + "app output, the tear-down after line 4:\nbye</system-out>\n    </testcase>"))
    #expect(
      xml.contains(
        "<testcase classname=\"mvc\" name=\"bmi/save.scenario\" file=\"bmi/save.scenario\" time=\"0.002500\">\n"
          + "      <system-out>app output, line 3, `launch`:\nhello &lt;b&gt;</system-out>\n    </testcase>"))
    _ = try XMLDocument(data: Data(xml.utf8), options: [])
  }

  @Test func resultsJSONHoldsItAsItIsAndReadsItBack() throws {
    let run = Self.run()
    let json = JSONReportWriter.json(for: run)
    #expect(
      json.contains(
        #""appOutput":[{"line":4,"omittedBytes":7,"source":"expect bmi.result \"22.9\"","step":1,"#
          + #""text":"TRACE\tbmi/save.scenario\tpass\n\u001b[31m```\n"},"#))
    #expect(try JSONReportWriter.run(from: json) == run)
  }

  @Test func resultsWrittenBeforeTheAppOutputWasRecordedReadWithNoneAndCannotBeMerged() throws {
    var json = JSONReportWriter.json(for: ReportFixtures.run())
    json = json.replacingOccurrences(of: #""appOutput":[],"#, with: "")
      .replacingOccurrences(
        of: "\"schemaVersion\":\(HarnessRun.currentSchemaVersion)", with: #""schemaVersion":1"#)
    #expect(!json.contains("appOutput"))
    let old = try JSONReportWriter.run(from: json)
    #expect(old.traces.allSatisfy { $0.appOutput.isEmpty })
    #expect(
      throws: HarnessRun.MergeError("shard-1: schema version 1, expected \(HarnessRun.currentSchemaVersion)")
    ) {
      try HarnessRun.merged([old], sources: ["shard-1"])
    }
  }
}
