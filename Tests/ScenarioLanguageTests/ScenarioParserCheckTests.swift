import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// The forms of issue #25 parse to their actions: refused actions, calls in any order, call
/// counts, exported state, saved records, quoted links in navigation events, stale loads.
@Suite struct ScenarioParserCheckTests {
  static let steps: [ScenarioParserStepTests.StepCase] = [
    .init(line: "refused back", action: .refused(.back)),
    .init(line: "refused swipe-dismiss", action: .refused(.swipeDismiss)),
    .init(line: "refused select-tab orders", action: .refused(.selectTab("orders"))),
    .init(line: "refused tap detail.buy", action: .refused(.tap(element: "detail.buy"))),
    .init(
      line: "refused type bmi.height \"1\"", action: .refused(.type(element: "bmi.height", text: "1"))),
    .init(
      line: "expect-calls-any-order store.load, store.save(r1)",
      action: .expectCallsAnyOrder(["store.load", "store.save(r1)"])),
    .init(
      line: "expect-call-count fetchProducts 2", action: .expectCallCount(call: "fetchProducts", count: 2)),
    .init(line: "expect-call-count fetchProduct 0", action: .expectCallCount(call: "fetchProduct", count: 0)),
    .init(
      line: "expect-call-count setFavorite(p2, on) 1",
      action: .expectCallCount(call: "setFavorite(p2, on)", count: 1)),
    .init(
      line: "expect-call-count cancelled store.load 1",
      action: .expectCallCount(call: "cancelled store.load", count: 1)),
    .init(line: "mark", action: .mark),
    .init(line: "expect-state \"detail: none\"", action: .expectState(line: "detail: none")),
    .init(line: "expect-state-contains \"pending=[p2]\"", action: .expectStateContains("pending=[p2]")),
    .init(line: "expect-record h1", action: .expectRecord(RecordExpectation(id: "h1"))),
    .init(
      line: "expect-record r1 standard Taiwan weight 72.5 height 180",
      action: .expectRecord(
        RecordExpectation(
          id: "r1", height: .init(written: "180", value: 180), weight: .init(written: "72.5", value: 72.5),
          standard: "Taiwan"))),
    .init(
      line: "expect-navigation deeplink.rejected \"app://products/a#b c\", select-tab products",
      action: .expectNavigation(["deeplink.rejected app://products/a#b c", "select-tab products"])),
    .init(
      line: "expect-navigation deeplink.open \"app://x,y\"",
      action: .expectNavigation(["deeplink.open app://x,y"])),
  ]

  @Test(arguments: steps)
  func everyNewStepParsesToItsAction(_ step: ScenarioParserStepTests.StepCase) throws {
    let scenario = try TestScenarios.scenario("scenario: Steps\n\(step.line)\n")
    #expect(scenario.steps.map(\.action) == [step.action])
    #expect(scenario.steps.first?.action.command == step.line.prefix { $0 != " " }.description)
  }

  @Test func refusedActsAndTheNewExpectationsAreAssertions() throws {
    let source = """
      scenario: Kinds
      refused back
      expect-calls-any-order fetchProducts
      expect-call-count fetchProducts 1
      expect-state "detail: none"
      expect-state-contains "none"
      expect-record r1
      mark
      """
    let steps = try TestScenarios.scenario(source).steps
    #expect(steps.map(\.action.isAssertion) == [false, true, true, true, true, true, true])
  }

  @Test func aStaleLoadRuleParses() throws {
    let scenario = try TestScenarios.scenario(
      "scenario: Stale\nstore load -> stale after 300ms once\nlaunch\n")
    #expect(scenario.storeRules.map(\.answer) == [.stale])
    #expect(scenario.storeRules.map(\.latency) == [.milliseconds(300)])
    #expect(scenario.storeRules.map(\.frequency) == [.once])
  }
}
