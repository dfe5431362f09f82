import Foundation
import Reports
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct ReportJUnitTests {
  static func document() throws -> XMLDocument {
    try XMLDocument(data: Data(JUnitReportWriter.xml(for: ReportFixtures.run()).utf8), options: [])
  }

  @Test func oneSuitePerVariantAndOneCasePerScenarioAndVariant() throws {
    let document = try Self.document()
    #expect(document.rootElement()?.name == "testsuites")
    let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == ["mvc", "mvvmc", "viper", "reducer"])
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(cases.count == 8)
    #expect(cases.first?.attribute(forName: "classname")?.stringValue == "mvc")
    #expect(cases.first?.attribute(forName: "name")?.stringValue == "bmi/save.scenario")
    #expect(document.rootElement()?.attribute(forName: "tests")?.stringValue == "8")
  }

  @Test func failuresMatchTheCellsThatAreNotPass() throws {
    let document = try Self.document()
    let failing = try document.nodes(forXPath: "//testcase[failure]").compactMap { $0 as? XMLElement }
    let names = failing.map { element in
      ["classname", "name"].map { element.attribute(forName: $0)?.stringValue ?? "" }.joined(separator: " ")
    }
    #expect(
      names == ["mvvmc bmi/save.scenario", "viper bmi/save.scenario", "viper products/favourite.scenario"])
    let message = try document.nodes(forXPath: "//testcase[@classname='mvvmc']/failure/@message").first?
      .stringValue
    #expect(message == "fails-expect: bmi/save.scenario:4:1: expected bmi.result \"22.9\", found \"23.0\"")
  }

  @Test func everyCaseNamesItsFileAndAFailingCaseItsLine() throws {
    let cases = try Self.document().nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(
      cases.allSatisfy {
        $0.attribute(forName: "file")?.stringValue == $0.attribute(forName: "name")?.stringValue
      })
    let lines = cases.map { element in
      ["classname", "name", "line"].map { element.attribute(forName: $0)?.stringValue ?? "-" }.joined(
        separator: " ")
    }
    #expect(
      lines.filter { !$0.hasSuffix(" -") }
        == ["mvvmc bmi/save.scenario 4", "viper bmi/save.scenario 3", "viper products/favourite.scenario 5"])
  }

  @Test func divergingCaseCarriesTheDiff() throws {
    let failure = try Self.document().nodes(
      forXPath: "//testcase[@classname='viper'][@name='products/favourite.scenario']/failure"
    ).first
    let text = try #require(failure?.stringValue)
    #expect(text.contains("products/favourite.scenario:5: `viper` is the odd one out at line 5"))
    #expect(text.contains("- push products.detail\n+ pop-to-root products"))
  }

  @Test func aCrashedVariantSaysWhereItStoppedAndWhatTheOthersDidInsteadOfADiff() throws {
    let failure = try Self.document().nodes(
      forXPath: "//testcase[@classname='viper'][@name='bmi/save.scenario']/failure"
    ).first
    let text = try #require(failure?.stringValue)
    #expect(
      text == """
        signal 11
        bmi/save.scenario:3: crashed at line 3 (`launch`) on `viper`; `mvc` passed; `mvvmc` failed expectations
        """)
  }

  @Test func absentVariantCasesAreSkipped() throws {
    let document = try Self.document()
    let skipped = try document.nodes(forXPath: "//testcase[@classname='reducer']/skipped")
    #expect(skipped.count == 2)
    let suite = try document.nodes(forXPath: "/testsuites/testsuite[@name='reducer']").first as? XMLElement
    #expect(suite?.attribute(forName: "skipped")?.stringValue == "2")
  }

  @Test func timesAreSecondsFromDurations() throws {
    let document = try Self.document()
    let time = try document.nodes(forXPath: "//testcase[@classname='mvc'][@name='bmi/save.scenario']/@time")
      .first
    #expect(time?.stringValue == "0.002500")
    let suite = try document.nodes(forXPath: "/testsuites/testsuite[@name='mvc']/@time").first
    #expect(suite?.stringValue == "0.003700")
  }
}
