import Domain

/// `store seed <fixture>` and `store load|save|delete -> ok|fail [after <duration>] [frequency]`
/// (`load` may also answer `stale`)
extension ScenarioParseSession {
  mutating func parseStore(_ line: TokenizedLine, cursor: inout LineCursor) throws(ScenarioDiagnostic) {
    let keyword = cursor.previous!
    let word = try cursor.require("`seed` or a store operation", example: "store save -> fail")
    if !word.isQuoted, word.text == "seed" {
      try parseSeed(cursor: &cursor)
      return
    }
    guard !word.isQuoted, let operation = StoreOperation(rawValue: word.text) else {
      let suggestion =
        word.isQuoted ? nil : Suggestion.closest(to: word.text, in: ScenarioVocabulary.storeWords)
      throw cursor.diagnostic(at: word, .unknownStoreOperation(word.written, suggestion: suggestion))
    }
    let example = "store \(operation.rawValue) -> fail"
    let arrow = try cursor.require("`->`", example: example)
    guard arrow.written == "->" else {
      let suggestion = arrow.isQuoted ? nil : Suggestion.closest(to: arrow.text, in: ["->"])
      throw cursor.diagnostic(
        at: arrow, .unexpected(arrow.written, after: word.text, expected: "`->`", suggestion: suggestion))
    }
    let answerToken = try cursor.require("`ok` or `fail`", example: example)
    let answer: StoreAnswer
    switch answerToken.written {
    case "ok": answer = .ok
    case "fail": answer = .failure(.unavailable)
    case "stale" where operation == .load: answer = .stale
    case "stale":
      throw cursor.diagnostic(
        at: answerToken,
        .answerDoesNotFit(answer: "`stale`", method: "store \(operation.rawValue)", fits: "`ok` or `fail`"))
    default:
      let answers = operation == .load ? ["ok", "fail", "stale"] : ["ok", "fail"]
      let suggestion = answerToken.isQuoted ? nil : Suggestion.closest(to: answerToken.text, in: answers)
      let expected = operation == .load ? "`ok`, `fail` or `stale`" : "`ok` or `fail`"
      throw cursor.diagnostic(
        at: answerToken,
        .unexpected(answerToken.written, after: "->", expected: expected, suggestion: suggestion))
    }
    let (latency, frequency) = try cursor.ruleModifiers()
    storeRules.append(
      StoreRule(
        operation: operation, answer: answer, latency: latency, frequency: frequency,
        location: cursor.location(column: keyword.column), sourceLine: line.content))
  }

  private mutating func parseSeed(cursor: inout LineCursor) throws(ScenarioDiagnostic) {
    if let storeSeed {
      throw cursor.diagnostic(
        at: cursor.tokens[0], .duplicateLine(keyword: "store seed", firstLine: storeSeed.line))
    }
    let token = try cursor.require("a fixture path", example: "store seed fixtures/history-2.json")
    let records = try HistorySeed.records(
      from: fixtures, path: token.text, at: cursor.location(column: token.column))
    try cursor.expectEnd()
    storeSeed = (records, cursor.line)
  }
}
