import Domain
import Foundation

/// The state of one parse: what has been read so far and every diagnostic.
struct ScenarioParseSession {
  let path: String
  let fixtures: FixtureReader
  private(set) var diagnostics: [ScenarioDiagnostic] = []

  var header: (title: String, line: Int)?
  /// Whether a line other than blanks and comments has been read.
  var hasContent = false
  var tags: (names: [String], line: Int)?
  var covers: [BehaviourReference] = []
  /// The line of `unscripted-calls: allowed`, if the scenario has one.
  var allowsUnscriptedCalls: Int?
  var clock: (date: Date, line: Int)?
  var apiRules: [APIRule] = []
  var storeSeed: (records: [BMIRecord], line: Int)?
  var storeRules: [StoreRule] = []
  var steps: [Step] = []

  init(path: String, fixtures: FixtureReader) {
    self.path = path
    self.fixtures = fixtures
  }

  /// Reads every line of the file's bytes, collecting the model and the diagnostics. A file that
  /// is not UTF-8 gets one diagnostic, at its first bad byte, and nothing else.
  mutating func parse(_ data: Data) {
    let lines: [String]
    do {
      lines = try SourceText.lines(of: data)
    } catch {
      report(
        ScenarioLocation(file: path, line: error.line, column: error.column),
        .invalidUTF8(byte: error.byte, offset: error.offset, looksLikeUTF16: error.looksLikeUTF16))
      return
    }
    for (offset, line) in lines.enumerated() {
      parseLine(line, number: offset + 1)
    }
    if let header, steps.isEmpty, diagnostics.isEmpty {
      report(ScenarioLocation(file: path, line: header.line, column: 1), .noSteps(title: header.title))
    }
    if !hasContent {
      report(ScenarioLocation(file: path, line: 1, column: 1), .missingHeader)
    }
  }

  /// The scenario, or the diagnostics sorted by place.
  func result() -> Result<Scenario, ScenarioDiagnostics> {
    guard diagnostics.isEmpty, let header else {
      let sorted = diagnostics.enumerated().sorted { lhs, rhs in
        let (left, right) = (lhs.element.location, rhs.element.location)
        return (left.line, left.column, lhs.offset) < (right.line, right.column, rhs.offset)
      }
      return .failure(ScenarioDiagnostics(sorted.map(\.element)))
    }
    return .success(
      Scenario(
        name: header.title, tags: tags?.names ?? [], path: path,
        startDate: clock?.date ?? Scenario.defaultStartDate, apiRules: apiRules,
        storeSeed: storeSeed?.records ?? [], storeRules: storeRules, steps: steps, covers: covers,
        allowsUnscriptedCalls: allowsUnscriptedCalls != nil))
  }

  mutating func report(_ location: ScenarioLocation, _ problem: ScenarioDiagnostic.Problem) {
    diagnostics.append(ScenarioDiagnostic(location: location, problem: problem))
  }

  // MARK: - Lines

  private mutating func parseLine(_ text: String, number: Int) {
    let line: TokenizedLine
    do {
      line = try LineTokenizer.tokenize(text)
    } catch {
      hasContent = true
      report(ScenarioLocation(file: path, line: number, column: error.column), error.problem)
      return
    }
    guard let first = line.tokens.first else { return }
    var cursor = LineCursor(tokens: line.tokens, path: path, line: number)
    do throws(ScenarioDiagnostic) {
      if !first.isQuoted, first.text.hasPrefix("scenario:") {
        try parseHeader(line, cursor: cursor)
        return
      }
      if !hasContent {
        hasContent = true
        report(cursor.location(column: first.column), .missingHeader)
      }
      try parseCommand(line, cursor: &cursor)
    } catch {
      diagnostics.append(error)
    }
  }

  private mutating func parseCommand(
    _ line: TokenizedLine, cursor: inout LineCursor
  ) throws(ScenarioDiagnostic) {
    let command = cursor.next()!
    switch command.isQuoted ? "" : command.text {
    case let word where word.hasPrefix("tags:"): try parseTags(line, cursor: cursor)
    case let word where word.hasPrefix("covers:"): try parseCovers(line, cursor: cursor)
    case let word where word.hasPrefix("unscripted-calls:"): try parseUnscriptedCalls(line, cursor: cursor)
    case "api": try parseAPIRule(line, cursor: &cursor)
    case "store": try parseStore(line, cursor: &cursor)
    case "clock": try parseClock(cursor: &cursor)
    case let word where ScenarioVocabulary.commands.contains(word):
      let action = try parseStep(command: word, cursor: &cursor)
      steps.append(
        Step(action: action, location: cursor.location(column: command.column), sourceLine: line.content))
    default:
      let suggestion =
        command.isQuoted ? nil : Suggestion.closest(to: command.text, in: ScenarioVocabulary.commands)
      throw cursor.diagnostic(at: command, .unknownCommand(command.written, suggestion: suggestion))
    }
  }
}
