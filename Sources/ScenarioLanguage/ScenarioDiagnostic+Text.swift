// MARK: - Messages

extension ScenarioDiagnostic.Problem {
  /// The one-phrase error message: lower case, user input in backticks, no trailing period.
  public var message: String {
    switch self {
    case .missingHeader: "missing `scenario:` header"
    case .missingTitle: "missing scenario title after `scenario:`"
    case .misplacedHeader: "`scenario:` must be the first line"
    case .duplicateLine(let keyword, _): "duplicate `\(keyword)` line"
    case .badTag(let tag): "bad tag `\(tag)`"
    case .noSteps(let title): "scenario `\(title)` has no steps"
    case .unknownCommand(let word, _): "unknown command `\(word)`"
    case .missing(let expected, let after, _): "expected \(expected) after `\(after)`"
    case .unexpected(let word, let after, _, _): "unexpected `\(word)` after `\(after)`"
    case .unquotedText(let word, let after): "expected quoted text after `\(after)`, found `\(word)`"
    case .unterminatedString: "unterminated string"
    case .unknownEscape(let escape): "unknown escape `\(escape)` in string"
    case .badIdentifier(let word, let kind): "bad \(kind) id `\(word)`"
    case .unknownTab(let word, _): "unknown tab `\(word)`"
    case .badDuration(let word, _): "bad duration `\(word)`"
    case .badDate(let word): "bad date `\(word)`"
    case .unknownMethod(let word, _): "unknown api method `\(word)`"
    case .unknownStoreOperation(let word, _): "unknown store operation `\(word)`"
    case .unexpectedMethodArgument(let word, let method):
      "unexpected argument `\(word)` for `\(method)`"
    case .unknownAnswer(let word, let method, _): "unknown answer `\(word)` for `\(method)`"
    case .answerDoesNotFit(let answer, let method, _): "`\(method)` cannot answer \(answer)"
    case .unknownFailureKind(let word, _): "unknown failure kind `\(word)`"
    case .badStatus(let word): "bad server status `\(word)`"
    case .badCallNumber(let word): "bad call number `\(word)`"
    case .duplicateModifier(let word, let first) where word == first: "second `\(word)` on the line"
    case .duplicateModifier(let word, let first): "`\(word)` conflicts with `\(first)` on the same line"
    case .fixtureOutsideRoot(let path): "fixture `\(path)` is outside the scenarios folder"
    case .missingFixture(let path, _): "no fixture file `\(path)`"
    case .unreadableFixture(let path): "cannot read fixture `\(path)`"
    case .fixtureDoesNotFit(let path, let target, let detail, _):
      "fixture `\(path)` does not fit `\(target)`: \(detail)"
    case .missingFolder(let path): "no scenarios folder `\(path)`"
    case .unreadableScenario(let path): "cannot read `\(path)` as UTF-8 text"
    }
  }
}

// MARK: - Notes

extension ScenarioDiagnostic.Problem {
  /// A hint for the fix, when there is one.
  public var note: String? {
    switch self {
    case .missingHeader: "start the file with a line like `scenario: Favourite shows in the list`"
    case .missingTitle: "name the scenario, like `scenario: Favourite shows in the list`"
    case .misplacedHeader(let firstLine?): "the header is on line \(firstLine)"
    case .misplacedHeader(nil): "move it above every other line"
    case .duplicateLine(_, let firstLine): "the first one is on line \(firstLine)"
    case .badTag: "tags are words of letters, digits, `-` and `_`, separated by commas"
    case .noSteps: "add steps, starting with `launch`"
    case .unknownCommand(_, let suggestion?), .unknownTab(_, let suggestion?),
      .badDuration(_, let suggestion?), .unknownMethod(_, let suggestion?),
      .unknownStoreOperation(_, let suggestion?), .unknownAnswer(_, _, let suggestion?),
      .unknownFailureKind(_, let suggestion?), .missingFixture(_, let suggestion?),
      .unexpected(_, _, _, let suggestion?):
      "did you mean `\(suggestion)`?"
    case .unknownCommand: "see Docs/ScenarioLanguage.md for the commands"
    case .missing(_, _, let example): "write it like `\(example)`"
    case .unexpected(_, _, let expected?, nil): "expected \(expected)"
    case .unexpected(_, _, nil, nil): "remove it, or start a comment with `#`"
    case .unquotedText(let word, _): "put text in double quotes: `\"\(word)\"`"
    case .unterminatedString: "close the text with `\"`"
    case .unknownEscape: "inside quotes, write `\\\"` for a quote and `\\\\` for a backslash"
    case .badIdentifier:
      "ids are words of letters, digits, `-` and `_` joined by dots, like `product.p2.favorite`"
    case .unknownTab: "tabs: \(ScenarioVocabulary.tabs.joined(separator: ", "))"
    case .badDuration: "write a whole number followed by `ms` or `s`, like `200ms` or `1s`"
    case .badDate: "write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"
    case .unknownMethod: "methods: \(APIMethod.allCases.map(\.rawValue).joined(separator: ", "))"
    case .unknownStoreOperation: "write `store seed <fixture>` or `store load|save|delete -> ok|fail`"
    case .unexpectedMethodArgument(_, let method):
      APIMethod(rawValue: method)?.argumentHint ?? "remove the argument"
    case .unknownAnswer(_, let method, nil):
      "`\(method)` answers \(APIMethod(rawValue: method)?.fittingAnswers ?? "a fixture or `fail …`")"
    case .answerDoesNotFit(_, _, let fits): "it answers \(fits)"
    case .unknownFailureKind: "kinds: `network`, `timeout`, `server <status>`"
    case .badStatus: "write an HTTP status from 100 to 599, like `fail server 500`"
    case .badCallNumber: "calls count from 1, like `on call 2`"
    case .duplicateModifier: "a rule has one latency and one of `once`, `always`, `on call <n>`"
    case .fixtureOutsideRoot:
      "fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"
    case .missingFixture: "fixture paths are relative to the scenarios folder"
    case .unreadableFixture, .unreadableScenario, .missingFolder: nil
    case .fixtureDoesNotFit(_, let target, _, let shape): "`\(target)` needs \(shape)"
    }
  }
}

extension APIMethod {
  /// What may follow the method name before `->`.
  fileprivate var argumentHint: String {
    switch self {
    case .fetchProducts, .fetchOrders: "`\(rawValue)` takes no argument"
    case .fetchProduct, .placeOrder: "`\(rawValue)` takes at most a product id, like `\(rawValue) p2`"
    case .setFavorite: "`setFavorite` takes at most a product id and `on` or `off`, like `setFavorite p2 on`"
    }
  }
}
