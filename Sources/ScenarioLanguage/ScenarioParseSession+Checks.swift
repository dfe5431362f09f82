/// The steps of issue #25: refused actions, calls in any order, call counts, the exported state
/// and saved records.
extension ScenarioParseSession {
  func parseCheck(command: String, cursor: inout LineCursor) throws(ScenarioDiagnostic) -> Step.Action {
    switch command {
    case "refused": return try parseRefused(cursor: &cursor)
    case "expect-calls-any-order":
      return .expectCallsAnyOrder(
        try cursor.calls(example: "expect-calls-any-order store.load, fetchProducts"))
    case "expect-call-count": return try cursor.callCount()
    case "expect-state":
      return .expectState(line: try cursor.quotedText(example: "expect-state \"detail: none\""))
    case "expect-state-contains":
      return .expectStateContains(try cursor.quotedText(example: "expect-state-contains \"pending=[p2]\""))
    default: return .expectRecord(try cursor.recordExpectation())
    }
  }

  /// `refused ACTION`: the action is read as its own step would be.
  private func parseRefused(cursor: inout LineCursor) throws(ScenarioDiagnostic) -> Step.Action {
    let refusable = Step.Action.refusableCommands
    let word = try cursor.require("an action", example: "refused back")
    guard !word.isQuoted, refusable.contains(word.text) else {
      if !word.isQuoted, ScenarioVocabulary.commands.contains(word.text) {
        throw cursor.diagnostic(at: word, .notRefusable(word.text))
      }
      let suggestion = word.isQuoted ? nil : Suggestion.closest(to: word.text, in: refusable)
      throw cursor.diagnostic(at: word, .unknownRefusable(word.written, suggestion: suggestion))
    }
    return .refused(try parseStepArguments(command: word.text, cursor: &cursor))
  }
}
