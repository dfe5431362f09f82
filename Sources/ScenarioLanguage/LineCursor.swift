/// Walks the tokens of one line and makes located diagnostics for what is missing or left over.
struct LineCursor {
  let tokens: [Token]
  let path: String
  let line: Int
  private(set) var index = 0

  init(tokens: [Token], path: String, line: Int) {
    self.tokens = tokens
    self.path = path
    self.line = line
  }

  /// The next token, without consuming it.
  var peek: Token? { index < tokens.count ? tokens[index] : nil }

  /// The last consumed token.
  var previous: Token? { index > 0 ? tokens[index - 1] : nil }

  /// Consumes and returns the next token, if any.
  mutating func next() -> Token? {
    guard let token = peek else { return nil }
    index += 1
    return token
  }

  /// Consumes the next token, or fails with "expected `expected` after <previous>".
  mutating func require(_ expected: String, example: String) throws(ScenarioDiagnostic) -> Token {
    guard let token = next() else {
      throw diagnostic(
        at: endColumn, .missing(expected: expected, after: previous?.written ?? "", example: example))
    }
    return token
  }

  /// Fails when a token is left on the line.
  func expectEnd(expected: String? = nil, choices: [String] = []) throws(ScenarioDiagnostic) {
    guard let token = peek else { return }
    let suggestion = token.isQuoted ? nil : Suggestion.closest(to: token.text, in: choices)
    throw diagnostic(
      at: token,
      .unexpected(token.written, after: previous?.written ?? "", expected: expected, suggestion: suggestion))
  }

  // MARK: - Locations

  /// The column just after the last consumed token: where something missing should have been.
  var endColumn: Int { previous?.endColumn ?? 1 }

  func location(column: Int) -> ScenarioLocation {
    ScenarioLocation(file: path, line: line, column: column)
  }

  func diagnostic(at token: Token, _ problem: ScenarioDiagnostic.Problem) -> ScenarioDiagnostic {
    diagnostic(at: token.column, problem)
  }

  func diagnostic(at column: Int, _ problem: ScenarioDiagnostic.Problem) -> ScenarioDiagnostic {
    ScenarioDiagnostic(location: location(column: column), problem: problem)
  }
}
