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
