/// The step lines: actions, time and assertions.
extension ScenarioParseSession {
  func parseStep(command: String, cursor: inout LineCursor) throws(ScenarioDiagnostic) -> Step.Action {
    let action = try parseStepArguments(command: command, cursor: &cursor)
    try cursor.expectEnd()
    return action
  }

  func parseStepArguments(
    command: String, cursor: inout LineCursor
  ) throws(ScenarioDiagnostic) -> Step.Action {
    switch command {
    case "launch": return .launch
    case "mark": return .mark
    case "back": return .back
    case "swipe-dismiss": return .swipeDismiss
    case "tap": return .tap(element: try cursor.element(example: "tap product.p2"))
    case "clear": return .clear(element: try cursor.element(example: "clear bmi.height"))
    case "scroll": return .scroll(element: try cursor.element(example: "scroll product.p9"))
    case "expect-missing":
      return .expectMissing(element: try cursor.element(example: "expect-missing products.loading"))
    case "type":
      let element = try cursor.element(example: "type bmi.height \"180\"")
      let example = "type \(ShownText.shown(element)) \"180\""
      return .type(element: element, text: try cursor.quotedText(example: example))
    case "choose":
      let element = try cursor.element(example: "choose bmi.standard \"Taiwan\"")
      let example = "choose \(ShownText.shown(element)) \"Taiwan\""
      return .choose(element: element, option: try cursor.quotedText(example: example))
    case "open": return .open(url: try cursor.quotedText(example: "open \"app://products/p2\""))
    case "wait": return .wait(try cursor.duration(example: "wait 200ms"))
    case "select-tab": return .selectTab(try cursor.tab(example: "select-tab orders"))
    case "expect-tab": return .expectTab(try cursor.tab(example: "expect-tab orders"))
    case "expect-screen":
      return .expectScreen(try cursor.identifier(kind: "screen", example: "expect-screen products.list"))
    case "tap-disabled": return .tapDisabled(element: try cursor.element(example: "tap-disabled detail.buy"))
    case "expect-no-calls": return .expectCalls([])
    case "expect-no-navigation": return .expectNavigation([])
    case "expect-calls": return .expectCalls(try cursor.calls())
    case "expect-navigation": return .expectNavigation(try cursor.navigationEvents())
    case "expect-title": return .expectTitle(try cursor.quotedText(example: "expect-title \"Orders\""))
    case "expect-rows":
      let list = try cursor.element(example: "expect-rows products.list 3")
      return .expectRows(
        list: list, count: try cursor.count(example: "expect-rows \(ShownText.shown(list)) 3"))
    case "expect-rendered-rows":
      let list = try cursor.element(example: "expect-rendered-rows products.list 20")
      let example = "expect-rendered-rows \(ShownText.shown(list)) 20"
      return .expectRenderedRows(list: list, count: try cursor.count(example: example))
    case "expect-order":
      let list = try cursor.element(example: "expect-order products.list product.p2, product.p1")
      return .expectOrder(list: list, rows: try cursor.rowList(list: list))
    case "expect": return try parseExpect(cursor: &cursor)
    default: return try parseCheck(command: command, cursor: &cursor)
    }
  }

  /// `expect ID ["text"] [enabled|disabled]`
  private func parseExpect(cursor: inout LineCursor) throws(ScenarioDiagnostic) -> Step.Action {
    let element = try cursor.element(example: "expect product.p2.favorite \"♥\"")
    var text: String?
    if let token = cursor.peek, token.isQuoted {
      text = token.text
      _ = cursor.next()
    }
    var isEnabled: Bool?
    if let token = cursor.peek, !token.isQuoted, token.text == "enabled" || token.text == "disabled" {
      isEnabled = token.text == "enabled"
      _ = cursor.next()
    }
    let states = ["enabled", "disabled"]
    if isEnabled == nil, text == nil {
      if let token = cursor.peek, !token.isQuoted, Suggestion.closest(to: token.text, in: states) == nil {
        throw cursor.diagnostic(at: token, .unquotedText(token.text, after: element))
      }
      try cursor.expectEnd(expected: "quoted text, `enabled` or `disabled`", choices: states)
    } else if isEnabled == nil {
      try cursor.expectEnd(expected: "`enabled` or `disabled`", choices: states)
    }
    return .expect(element: element, text: text, isEnabled: isEnabled)
  }
}
