/// Reading the values of a step or a rule, each with its own diagnostics.
extension LineCursor {
  /// An element id (`product.p2.favorite`).
  mutating func element(example: String) throws(ScenarioDiagnostic) -> String {
    try identifier(kind: "element", example: example)
  }

  /// Dotted words naming an element or a screen, unquoted.
  mutating func identifier(kind: String, example: String) throws(ScenarioDiagnostic) -> String {
    let token = try require("\(kind == "element" ? "an" : "a") \(kind) id", example: example)
    guard !token.isQuoted, ValueSyntax.isIdentifier(token.text) else {
      throw diagnostic(at: token, .badIdentifier(token.written, kind: kind))
    }
    return token.text
  }

  /// Text in double quotes.
  mutating func quotedText(example: String) throws(ScenarioDiagnostic) -> String {
    let after = previous?.written ?? ""
    let token = try require("quoted text", example: example)
    guard token.isQuoted else { throw diagnostic(at: token, .unquotedText(token.text, after: after)) }
    return token.text
  }

  /// A duration (`200ms`, `1s`).
  mutating func duration(example: String) throws(ScenarioDiagnostic) -> Duration {
    let token = try require("a duration", example: example)
    guard !token.isQuoted else { throw diagnostic(at: token, .badDuration(token.written, suggestion: nil)) }
    switch ValueSyntax.readDuration(token.text) {
    case .valid(let duration): return duration
    case .outOfRange: throw diagnostic(at: token, .durationOutOfRange(token.text))
    case .bad(let suggestion): throw diagnostic(at: token, .badDuration(token.text, suggestion: suggestion))
    }
  }

  /// One of the app's tabs (`orders`).
  mutating func tab(example: String) throws(ScenarioDiagnostic) -> String {
    let token = try require("a tab", example: example)
    guard !token.isQuoted, ScenarioVocabulary.tabs.contains(token.text) else {
      let suggestion = Suggestion.closest(to: token.text, in: ScenarioVocabulary.tabs)
      throw diagnostic(at: token, .unknownTab(token.written, suggestion: suggestion))
    }
    return token.text
  }
}
