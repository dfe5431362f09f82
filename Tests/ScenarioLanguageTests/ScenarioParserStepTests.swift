import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

@Suite struct ScenarioParserStepTests {
  struct StepCase: CustomTestStringConvertible, Sendable {
    let line: String
    let action: Step.Action
    var testDescription: String { line }
  }

  static let steps: [StepCase] = [
    StepCase(line: "launch", action: .launch),
    StepCase(line: "tap-disabled detail.buy", action: .tapDisabled(element: "detail.buy")),
    StepCase(line: "expect-no-calls", action: .expectCalls([])),
    StepCase(line: "expect-calls fetchProducts", action: .expectCalls(["fetchProducts"])),
    StepCase(
      line: "expect-calls cancelled fetchProduct(p2), fetchProduct(p3)",
      action: .expectCalls(["cancelled fetchProduct(p2)", "fetchProduct(p3)"])),
    StepCase(
      line: "expect-calls setFavorite(p2,on) ,store.save(r1)",
      action: .expectCalls(["setFavorite(p2,on)", "store.save(r1)"])),
    StepCase(
      line: "expect-calls placeOrder(p2), cancelled fetchOrders, fetchOrders",
      action: .expectCalls(["placeOrder(p2)", "cancelled fetchOrders", "fetchOrders"])),
    StepCase(line: "expect-no-navigation", action: .expectNavigation([])),
    StepCase(
      line: "expect-navigation dismiss checkout, pop-to-root products.list, select-tab orders",
      action: .expectNavigation(["dismiss checkout", "pop-to-root products.list", "select-tab orders"])),
    StepCase(
      line: "expect-navigation set-stack products.list > products.detail",
      action: .expectNavigation(["set-stack products.list > products.detail"])),
    StepCase(line: "expect-title \"Orders\"", action: .expectTitle("Orders")),
    StepCase(line: "expect-rows products.list 60", action: .expectRows(list: "products.list", count: 60)),
    StepCase(
      line: "expect-rendered-rows products.list 20",
      action: .expectRenderedRows(list: "products.list", count: 20)),
    StepCase(
      line: "expect-order orders.list order.o2, order.o1",
      action: .expectOrder(list: "orders.list", rows: ["order.o2", "order.o1"])),
    StepCase(line: "tap product.p2", action: .tap(element: "product.p2")),
    StepCase(line: "tap product.P1.favorite", action: .tap(element: "product.P1.favorite")),
    StepCase(line: "type bmi.height \"180\"", action: .type(element: "bmi.height", text: "180")),
    StepCase(line: "type bmi.weight \"\"", action: .type(element: "bmi.weight", text: "")),
    StepCase(line: "clear bmi.height", action: .clear(element: "bmi.height")),
    StepCase(
      line: "choose bmi.standard \"Taiwan\"", action: .choose(element: "bmi.standard", option: "Taiwan")),
    StepCase(line: "back", action: .back),
    StepCase(line: "swipe-dismiss", action: .swipeDismiss),
    StepCase(line: "open \"app://products/p2\"", action: .open(url: "app://products/p2")),
    StepCase(line: "open \"not a link\"", action: .open(url: "not a link")),
    StepCase(line: "scroll product.p9", action: .scroll(element: "product.p9")),
    StepCase(line: "wait 200ms", action: .wait(.milliseconds(200))),
    StepCase(line: "wait 1s", action: .wait(.seconds(1))),
    StepCase(line: "wait 0ms", action: .wait(.zero)),
    StepCase(line: "wait 999999999ms", action: .wait(.milliseconds(999_999_999))),
    StepCase(line: "wait 0000000001s", action: .wait(.seconds(1))),
    StepCase(line: "select-tab orders", action: .selectTab("orders")),
    StepCase(
      line: "expect products.loading", action: .expect(element: "products.loading", text: nil, isEnabled: nil)
    ),
    StepCase(
      line: "expect product.p2.favorite \"♥\"",
      action: .expect(element: "product.p2.favorite", text: "♥", isEnabled: nil)),
    StepCase(
      line: "expect bmi.save enabled", action: .expect(element: "bmi.save", text: nil, isEnabled: true)),
    StepCase(
      line: "expect bmi.save disabled", action: .expect(element: "bmi.save", text: nil, isEnabled: false)),
    StepCase(
      line: "expect detail.favorite \"♡\" disabled",
      action: .expect(element: "detail.favorite", text: "♡", isEnabled: false)),
    StepCase(line: "expect-missing products.error", action: .expectMissing(element: "products.error")),
    StepCase(line: "expect-screen products.list", action: .expectScreen("products.list")),
    StepCase(line: "expect-tab history", action: .expectTab("history")),
  ]

  @Test(arguments: steps)
  func everyStepKindParsesToItsAction(_ step: StepCase) throws {
    let scenario = try TestScenarios.scenario("scenario: Steps\n\(step.line)\n")
    #expect(scenario.steps.map(\.action) == [step.action])
    #expect(scenario.steps.first?.sourceLine == step.line)
    #expect(scenario.steps.first?.action.command == step.line.prefix { $0 != " " }.description)
  }

  @Test func stepCarriesItsLocationAndSourceLineWithoutComment() throws {
    let source = "scenario: Located\n\n  # a comment\n   tap product.p2   # open the detail\n"
    let step = try #require(try TestScenarios.scenario(source).steps.first)
    #expect(step.location == TestScenarios.location(4, 4))
    #expect(step.sourceLine == "tap product.p2")
  }

  @Test func quotedTextResolvesEscapesAndKeepsUnicodeAndHashes() throws {
    let source = #"""
      scenario: Quoting
      type bmi.height "say \"hi\" \\ ♥ – × # not a comment" # a comment
      expect checkout.summary "1 × Mechanical Keyboard — $1,299.00"
      """#
    let steps = try TestScenarios.scenario(source).steps
    #expect(
      steps.map(\.action) == [
        .type(element: "bmi.height", text: #"say "hi" \ ♥ – × # not a comment"#),
        .expect(element: "checkout.summary", text: "1 × Mechanical Keyboard — $1,299.00", isEnabled: nil),
      ])
  }

  @Test func columnsCountCharactersSoUnicodeTextKeepsLaterColumnsRight() {
    let errors = TestScenarios.errors("scenario: Columns\nexpect detail.favorite \"♥♥\" enabld\nlaunch\n")
    #expect(
      errors == "t.scenario:2:29: error: unexpected `enabld` after `\"♥♥\"`\nnote: did you mean `enabled`?")
  }

  @Test func commentsBlankLinesAndCarriageReturnsAreIgnored() throws {
    let source =
      "# leading comment\r\n\r\nscenario: Comments # not in the title\r\n\t\r\n# tap x\r\nlaunch\r\n"
    let scenario = try TestScenarios.scenario(source)
    #expect(scenario.name == "Comments")
    #expect(scenario.steps.map(\.action) == [.launch])
    #expect(scenario.steps.first?.location == TestScenarios.location(6, 1))
  }

  @Test func stepsKeepFileOrderAndAssertionsAreMarked() throws {
    let source = "scenario: Order\nlaunch\nexpect products.loading\nwait 1s\nexpect-tab products\n"
    let steps = try TestScenarios.scenario(source).steps
    #expect(steps.map(\.action.command) == ["launch", "expect", "wait", "expect-tab"])
    #expect(steps.map(\.action.isAssertion) == [false, true, false, true])
  }
}
