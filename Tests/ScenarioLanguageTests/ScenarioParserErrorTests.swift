import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct ScenarioParserErrorTests {
  @Test(
    arguments: ErrorCase.steps + ErrorCase.characters + ErrorCase.rules + ErrorCase.fixtures
      + ErrorCase.languageTwo + ErrorCase.languageThree)
  func badLineIsReportedWithExactText(_ errorCase: ErrorCase) {
    #expect(TestScenarios.errors("scenario: Errors\n\(errorCase.line)\nlaunch\n") == errorCase.expected)
  }

  @Test func everyBadLineOfAFileIsReportedInOrder() {
    let source = """
      scenario: Many mistakes
      api fetchProducts -> fixtures/products-3.json after 2sec
      launch
      tpa product.p2
      wait 100ms
      expect product.p2.favorite "♥" disabld
      select-tab ordrs
      """
    #expect(
      TestScenarios.errors(source) == """
        t.scenario:2:53: error: bad duration `2sec`
        note: did you mean `2s`?
        t.scenario:4:1: error: unknown command `tpa`
        note: did you mean `tap`?
        t.scenario:6:32: error: unexpected `disabld` after `"♥"`
        note: did you mean `disabled`?
        t.scenario:7:12: error: unknown tab `ordrs`
        note: did you mean `orders`?
        """)
  }

  @Test func missingHeaderIsAnErrorAtTheFirstLine() {
    #expect(
      TestScenarios.errors("# comment\nlaunch\n") == """
        t.scenario:2:1: error: missing `scenario:` header
        note: start the file with a line like `scenario: Favourite shows in the list`
        """)
  }

  @Test func emptyFileLacksHeader() {
    #expect(
      TestScenarios.errors("") == """
        t.scenario:1:1: error: missing `scenario:` header
        note: start the file with a line like `scenario: Favourite shows in the list`
        """)
  }

  @Test func headerOnlyOnceAndFirst() {
    let source = "scenario: One\nlaunch\nscenario: Two\nscenario:\n"
    #expect(
      TestScenarios.errors(source) == """
        t.scenario:3:1: error: `scenario:` must be the first line
        note: the header is on line 1
        t.scenario:4:1: error: `scenario:` must be the first line
        note: the header is on line 1
        """)
  }

  @Test func headerWithoutTitleIsReported() {
    #expect(
      TestScenarios.errors("scenario:   \nlaunch\n") == """
        t.scenario:1:10: error: missing scenario title after `scenario:`
        note: name the scenario, like `scenario: Favourite shows in the list`
        """)
  }

  @Test func scenarioWithoutStepsIsReported() {
    #expect(
      TestScenarios.errors("scenario: Idle\napi fetchOrders -> empty\n") == """
        t.scenario:1:1: error: scenario `Idle` has no steps
        note: add steps, starting with `launch`
        """)
  }

  @Test func duplicateClockTagsAndSeedLinesNameTheFirst() {
    let source = """
      scenario: Twice
      tags: a
      clock 2026-01-01T00:00:00Z
      store seed fixtures/history-2.json
      tags: b
      clock 2026-01-02T00:00:00Z
      store seed fixtures/history-2.json
      launch
      """
    let diagnostics = TestScenarios.errors(source).split(separator: "\n").filter { !$0.hasPrefix("note") }
    #expect(
      diagnostics == [
        "t.scenario:5:1: error: duplicate `tags:` line",
        "t.scenario:6:1: error: duplicate `clock` line",
        "t.scenario:7:1: error: duplicate `store seed` line",
      ])
  }
}
