import Domain
import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct ScenarioParserHeaderTests {
  @Test func headerGivesNameTagsAndPath() throws {
    let scenario = try TestScenarios.scenario(
      "scenario:  Favourite shows  \ntags: products, sync,x_1\nlaunch\n")
    #expect(scenario.name == "Favourite shows")
    #expect(scenario.tags == ["products", "sync", "x_1"])
    #expect(scenario.path == "t.scenario")
  }

  @Test func coversLinesAddUpWithTheirPlaces() throws {
    let scenario = try TestScenarios.scenario(
      "scenario: Covers\ncovers: products.list.loads-once,  requests.mutations-run-to-end\ncovers: bmi.save.enabled-only-when-valid\nlaunch\n"
    )
    #expect(
      scenario.covers.map(\.id) == [
        "products.list.loads-once", "requests.mutations-run-to-end", "bmi.save.enabled-only-when-valid",
      ])
    #expect(scenario.covers.map(\.location.column) == [9, 36, 9])
    #expect(scenario.covers.map(\.location.line) == [2, 2, 3])
  }

  @Test func unscriptedCallsFailUnlessTheScenarioAllowsThem() throws {
    #expect(try TestScenarios.scenario("scenario: Strict\nlaunch\n").allowsUnscriptedCalls == false)
    #expect(
      try TestScenarios.scenario("scenario: Lenient\nunscripted-calls: allowed\nlaunch\n")
        .allowsUnscriptedCalls)
    #expect(
      TestScenarios.errors("scenario: Twice\nunscripted-calls: allowed\nunscripted-calls: allowed\nlaunch\n")
        == "t.scenario:3:1: error: duplicate `unscripted-calls:` line\nnote: the first one is on line 2")
  }

  @Test func withoutTagsOrClockTheDefaultsApply() throws {
    let scenario = try TestScenarios.scenario("scenario: Plain\nlaunch\n")
    #expect(scenario.tags.isEmpty)
    #expect(scenario.startDate == Scenario.defaultStartDate)
    #expect(ISO8601.format(scenario.startDate) == "2026-01-01T09:00:00Z")
    #expect(scenario.apiRules.isEmpty && scenario.storeRules.isEmpty && scenario.storeSeed.isEmpty)
  }

  @Test func clockLineSetsTheStartDate() throws {
    let scenario = try TestScenarios.scenario("scenario: Clock\nclock 2026-03-04T05:06:07Z\nlaunch\n")
    #expect(ISO8601.format(scenario.startDate) == "2026-03-04T05:06:07Z")
  }

  @Test(arguments: [
    "2026-01-01T09:00:00Z", "2024-02-29T23:59:59Z", "2000-02-29T12:00:00Z", "1970-01-01T00:00:00Z",
    "2100-03-01T00:00:00Z", "9999-12-31T23:59:59Z",
  ])
  func clockAcceptsEveryCalendarDateAsFoundationReadsIt(_ text: String) throws {
    let scenario = try TestScenarios.scenario("scenario: Clock\nclock \(text)\nlaunch\n")
    #expect(scenario.startDate == ISO8601.parse(text))
  }

  @Test func scriptingLinesAfterStepsApplyToTheWholeScenario() throws {
    let source = """
      scenario: Late rules
      launch
      api fetchProducts -> empty
      wait 1s
      store load -> fail
      clock 2026-02-01T00:00:00Z
      """
    let scenario = try TestScenarios.scenario(source)
    #expect(scenario.steps.map(\.action) == [.launch, .wait(.seconds(1))])
    #expect(scenario.apiRules.map(\.method) == [.fetchProducts])
    #expect(scenario.storeRules.map(\.operation) == [.load])
    #expect(ISO8601.format(scenario.startDate) == "2026-02-01T00:00:00Z")
  }

  @Test func headerMayFollowCommentsAndBlankLines() throws {
    let scenario = try TestScenarios.scenario("\n# about this file\n\nscenario: Late header\nlaunch\n")
    #expect(scenario.name == "Late header")
  }
}
