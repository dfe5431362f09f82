import Foundation
import Reports
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct ReportHTMLTests {
  static func parse(_ html: String) throws -> XMLDocument {
    try XMLDocument(data: Data(html.utf8), options: [])
  }

  @Test func pageIsWellFormedXHTML() throws {
    let html = HTMLReportWriter.html(for: ReportFixtures.run())
    let parser = XMLParser(data: Data(html.utf8))
    #expect(parser.parse(), "parse error: \(String(describing: parser.parserError))")
    let document = try Self.parse(html)
    #expect(document.rootElement()?.name == "html")
  }

  @Test func pageHasTheMatrixASectionPerScenarioAndTheCharts() throws {
    let document = try Self.parse(HTMLReportWriter.html(for: ReportFixtures.run()))
    let matrixRows = try document.nodes(
      forXPath: "//*[local-name()='table'][@class='matrix']/*[local-name()='tbody']/*")
    #expect(matrixRows.count == 2)
    #expect(try document.nodes(forXPath: "//*[local-name()='details'][@class='scenario']").count == 2)
    #expect(try document.nodes(forXPath: "//*[local-name()='svg']").count == 3)
  }

  @Test func cellsThatDifferFromTheReferenceAreHighlighted() throws {
    let document = try Self.parse(HTMLReportWriter.html(for: ReportFixtures.run()))
    let marked = try document.nodes(forXPath: "//*[local-name()='div'][@class='aspect navigation differs']")
    #expect(marked.count == 1)
    #expect(marked.first?.stringValue?.contains("pop-to-root products") == true)
  }

  @Test func pageNeedsNothingFromOutside() {
    let html = HTMLReportWriter.html(for: ReportFixtures.run())
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("@import"))
    #expect(!html.contains("url("))
  }

  @Test func scenarioAndTraceTextIsEscaped() throws {
    var traces = ReportFixtures.traces
    for index in traces.indices {
      traces[index].scenarioName = "<script>alert(1)</script>"
      traces[index].steps = traces[index].steps.map { step in
        var step = step
        step.screen = "label \"Tom & Jerry's\" <b>"
        return step
      }
    }
    let html = HTMLReportWriter.html(for: ReportFixtures.run(traces: traces))
    #expect(!html.contains("<script>alert(1)</script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("label &quot;Tom &amp; Jerry&#39;s&quot; &lt;b&gt;"))
    #expect(XMLParser(data: Data(html.utf8)).parse())
  }

  @Test func controlCharactersInCrashOutputKeepThePageWellFormed() {
    var traces = ReportFixtures.traces
    traces[5].outcome = .crashed(message: "\u{1B}[31mfatal\u{1B}[0m\u{0}")
    let html = HTMLReportWriter.html(for: ReportFixtures.run(traces: traces))
    #expect(XMLParser(data: Data(html.utf8)).parse())
    #expect(html.contains("\u{FFFD}[31mfatal"))
  }
}
