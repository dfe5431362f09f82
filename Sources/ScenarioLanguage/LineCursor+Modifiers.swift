/// The end of a rule line: `after <duration>` and one of `once`, `always`, `on call <n>`, in any
/// order.
extension LineCursor {
  mutating func ruleModifiers() throws(ScenarioDiagnostic) -> (latency: Duration, frequency: CallFrequency) {
    var latency: (value: Duration, written: String)?
    var frequency: (value: CallFrequency, written: String)?
    while let token = peek {
      guard !token.isQuoted, ScenarioVocabulary.modifiers.contains(token.text) else {
        try expectEnd(
          expected: "`after <duration>`, `once`, `always` or `on call <n>`",
          choices: ScenarioVocabulary.modifiers)
        break
      }
      _ = next()
      if token.text == "after" {
        if let latency { throw diagnostic(at: token, .duplicateModifier("after", first: latency.written)) }
        latency = (try duration(example: "after 200ms"), "after")
        continue
      }
      if let frequency {
        let word = token.text == "on" ? "on call" : token.text
        throw diagnostic(at: token, .duplicateModifier(word, first: frequency.written))
      }
      switch token.text {
      case "once": frequency = (.once, "once")
      case "always": frequency = (.always, "always")
      default: frequency = (.onCall(try callNumber()), "on call")
      }
    }
    return (latency?.value ?? .zero, frequency?.value ?? .always)
  }

  /// `call <n>` after `on`.
  private mutating func callNumber() throws(ScenarioDiagnostic) -> Int {
    let call = try require("`call`", example: "on call 2")
    guard !call.isQuoted, call.text == "call" else {
      let suggestion = Suggestion.closest(to: call.text, in: ["call"])
      throw diagnostic(
        at: call, .unexpected(call.written, after: "on", expected: "`call`", suggestion: suggestion))
    }
    let token = try require("a call number", example: "on call 2")
    guard !token.isQuoted, let number = ValueSyntax.number(token.text, in: 1...999_999_999) else {
      throw diagnostic(at: token, .badCallNumber(token.written))
    }
    return number
  }
}
