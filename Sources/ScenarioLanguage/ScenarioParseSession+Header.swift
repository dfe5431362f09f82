import Foundation

/// The header lines: `scenario:`, `tags:`, `covers:`, `unscripted-calls:`, and the `clock` line.
extension ScenarioParseSession {
  mutating func parseHeader(_ line: TokenizedLine, cursor: LineCursor) throws(ScenarioDiagnostic) {
    let keyword = line.tokens[0]
    if let header { throw cursor.diagnostic(at: keyword, .misplacedHeader(firstLine: header.line)) }
    if hasContent { throw cursor.diagnostic(at: keyword, .misplacedHeader(firstLine: nil)) }
    hasContent = true
    let title = line.content.dropFirst("scenario:".count).trimmingWhitespace()
    header = (title, cursor.line)
    if title.isEmpty {
      throw cursor.diagnostic(at: keyword.column + "scenario:".count, .missingTitle)
    }
  }

  mutating func parseTags(_ line: TokenizedLine, cursor: LineCursor) throws(ScenarioDiagnostic) {
    let keyword = line.tokens[0]
    if let tags {
      throw cursor.diagnostic(at: keyword, .duplicateLine(keyword: "tags:", firstLine: tags.line))
    }
    let characters = Array(line.content)
    var names: [String] = []
    var start = "tags:".count
    var after = "tags:"
    while start <= characters.count {
      let end = characters[start...].firstIndex(of: ",") ?? characters.count
      let piece = characters[start..<end]
      let leading = piece.prefix(while: \.isWhitespace).count
      let name = String(piece).trimmingWhitespace()
      let column = line.contentColumn + start + leading
      if name.isEmpty {
        let example = "tags: products, sync"
        throw cursor.diagnostic(at: column, .missing(expected: "a tag", after: after, example: example))
      }
      guard ValueSyntax.isWord(Substring(name)) else { throw cursor.diagnostic(at: column, .badTag(name)) }
      names.append(name)
      start = end + 1
      after = ","
    }
    tags = (names, cursor.line)
  }

  /// `covers: a.b, c.d` — the behaviours of `Docs/AppSpec.md` the scenario shows. Several lines add up.
  mutating func parseCovers(_ line: TokenizedLine, cursor: LineCursor) throws(ScenarioDiagnostic) {
    let content = line.content
    // The piece's first character, as an index and as a count of characters from the start.
    let keywordLength = "covers:".count
    guard var index = content.index(content.startIndex, offsetBy: keywordLength, limitedBy: content.endIndex)
    else { return }
    var start = keywordLength
    var after = "covers:"
    while true {
      let end = content[index...].firstIndex(of: ",") ?? content.endIndex
      let piece = content[index..<end]
      let leading = piece.prefix(while: \.isWhitespace).count
      let id = piece.trimmingWhitespace()
      let column = line.contentColumn + start + leading
      if id.isEmpty {
        let example = "covers: products.favourite.pending-ignores-taps, requests.mutations-run-to-end"
        throw cursor.diagnostic(
          at: column, .missing(expected: "a behaviour id", after: after, example: example))
      }
      guard BehaviourID.isValid(id) else { throw cursor.diagnostic(at: column, .badBehaviourID(id)) }
      covers.append(BehaviourReference(id: id, location: cursor.location(column: column)))
      guard end < content.endIndex else { break }
      start += piece.count + 1
      index = content.index(after: end)
      after = ","
    }
  }

  /// `unscripted-calls: allowed` — an unscripted service call is then a note, not a failure.
  mutating func parseUnscriptedCalls(_ line: TokenizedLine, cursor: LineCursor) throws(ScenarioDiagnostic) {
    let keyword = line.tokens[0]
    if let allowsUnscriptedCalls {
      throw cursor.diagnostic(
        at: keyword, .duplicateLine(keyword: "unscripted-calls:", firstLine: allowsUnscriptedCalls))
    }
    let value = line.content.dropFirst("unscripted-calls:".count).trimmingWhitespace()
    guard value == "allowed" else {
      let column = line.contentColumn + "unscripted-calls:".count + (value.isEmpty ? 0 : 1)
      throw cursor.diagnostic(at: column, .badUnscriptedCallsValue(value))
    }
    allowsUnscriptedCalls = cursor.line
  }

  mutating func parseClock(cursor: inout LineCursor) throws(ScenarioDiagnostic) {
    let keyword = cursor.previous!
    if let clock {
      throw cursor.diagnostic(at: keyword, .duplicateLine(keyword: "clock", firstLine: clock.line))
    }
    let token = try cursor.require("a start date", example: "clock 2026-01-01T09:00:00Z")
    guard !token.isQuoted else { throw cursor.diagnostic(at: token, .badDate(token.written, reason: nil)) }
    let date: Date
    switch InstantSyntax.parse(token.text) {
    case .success(let parsed): date = parsed
    case .failure(.shape): throw cursor.diagnostic(at: token, .badDate(token.text, reason: nil))
    case .failure(.calendar(let reason)):
      throw cursor.diagnostic(at: token, .badDate(token.text, reason: reason))
    }
    try cursor.expectEnd()
    clock = (date, cursor.line)
  }
}
