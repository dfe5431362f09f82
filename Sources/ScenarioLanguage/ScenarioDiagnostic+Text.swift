// MARK: - Messages

extension ScenarioDiagnostic.Problem {
  /// The one-phrase error message: lower case, user input in backticks (at most a few dozen
  /// characters of it, invisible characters escaped: see ``ShownText``), no trailing period.
  public var message: String {
    switch self {
    case .missingHeader: "missing `scenario:` header"
    case .missingTitle: "missing scenario title after `scenario:`"
    case .misplacedHeader: "`scenario:` must be the first line"
    case .duplicateLine(let keyword, _): "duplicate `\(shown(keyword))` line"
    case .badTag(let tag): "bad tag `\(shown(tag))`"
    case .noSteps(let title): "scenario `\(shown(title))` has no steps"
    case .unknownCommand(let word, _): "unknown command `\(shown(word))`"
    case .missing(let expected, let after, _): "expected \(expected) after `\(shown(after))`"
    case .unexpected(let word, let after, _, _): "unexpected `\(shown(word))` after `\(shown(after))`"
    case .unquotedText(let word, let after):
      "expected quoted text after `\(shown(after))`, found `\(shown(word))`"
    case .unterminatedString: "unterminated string"
    case .unknownEscape(let escape): "unknown escape `\(shown(escape))` in string"
    case .badUnicodeEscape(let escape): "bad unicode escape `\(shown(escape))` in string"
    case .unexpectedCharacter(let value, inQuotes: false):
      "unexpected \(CharacterPolicy.describe(value))"
    case .unexpectedCharacter(let value, inQuotes: true):
      "unexpected \(CharacterPolicy.describe(value)) in quoted text"
    case .badIdentifier(let word, let kind): "bad \(kind) id `\(shown(word))`"
    case .unknownTab(let word, _): "unknown tab `\(shown(word))`"
    case .badDuration(let word, _): "bad duration `\(shown(word))`"
    case .durationOutOfRange(let word): "duration `\(shown(word))` is out of range"
    case .badCall(let word): "bad service call `\(shown(word))`"
    case .badNavigationEvent(let word): "bad navigation event `\(shown(word))`"
    case .quotedListItem(let word, let expected): "\(expected) is never quoted: `\(shown(word))`"
    case .badCount(let word): "bad count `\(shown(word))`"
    case .notRefusable(let word): "`\(word)` cannot be refused"
    case .unknownRefusable(let word, _): "unknown action `\(shown(word))` after `refused`"
    case .badCountedCall(let word): "bad service call `\(shown(word))`"
    case .duplicateRecordField(let word): "second `\(word)` on the line"
    case .unknownStandard(let word, _): "unknown standard `\(shown(word))`"
    case .badMeasure(let word): "bad number `\(shown(word))`"
    case .badBehaviourID(let word): "bad behaviour id `\(shown(word))`"
    case .badUnscriptedCallsValue(let word): "bad `unscripted-calls:` value `\(shown(word))`"
    case .badDate(let word, nil): "bad date `\(shown(word))`"
    case .badDate(let word, let reason?): "bad date `\(shown(word))`: \(reason)"
    case .unknownMethod(let word, _): "unknown api method `\(shown(word))`"
    case .unknownStoreOperation(let word, _): "unknown store operation `\(shown(word))`"
    case .unexpectedMethodArgument(let word, let method):
      "unexpected argument `\(shown(word))` for `\(method)`"
    case .unknownAnswer(let word, let method, _): "unknown answer `\(shown(word))` for `\(method)`"
    case .answerDoesNotFit(let answer, let method, _): "`\(method)` cannot answer \(answer)"
    case .unknownFailureKind(let word, _): "unknown failure kind `\(shown(word))`"
    case .badStatus(let word): "bad server status `\(shown(word))`"
    case .badCallNumber(let word): "bad call number `\(shown(word))`"
    case .duplicateModifier(let word, let first) where word == first: "second `\(word)` on the line"
    case .duplicateModifier(let word, let first): "`\(word)` conflicts with `\(first)` on the same line"
    case .fixtureOutsideRoot(let path): "fixture `\(shown(path: path))` is outside the scenarios folder"
    case .missingFixture(let path, _): "no fixture file `\(shown(path: path))`"
    case .unreadableFixture(let path): "cannot read fixture `\(shown(path: path))`"
    case .fixtureDoesNotFit(let path, let target, let detail, _):
      "fixture `\(shown(path: path))` does not fit `\(target)`: "
        + ShownText.shown(detail, limit: ShownText.detailLimit)
    case .badKnownDeviation(let expected, let after?): "expected \(expected) after `\(shown(after))`"
    case .badKnownDeviation(let expected, nil): "expected \(expected) at the start of the line"
    case .missingDeviationReason: "missing reason after `:`"
    case .unknownDeviationScenario(let path, _): "no scenario `\(shown(path: path))` in the scenarios folder"
    case .unknownDeviationVariant(let name, _, _): "unknown variant `\(shown(name))`"
    case .missingFolder(let path): "no scenarios folder `\(shown(path: path))`"
    case .unreadableScenario(let path, nil): "cannot read `\(shown(path: path))`"
    case .unreadableScenario(let path, let reason?): "cannot read `\(shown(path: path))`: \(reason)"
    case .scenarioOutsideRoot(let path):
      "scenario file `\(shown(path: path))` leads outside the scenarios folder"
    case .fileOutsideRoot(let path): "`\(shown(path: path))` leads outside the scenarios folder"
    case .invalidUTF8(let byte, let offset, _):
      "the file is not valid UTF-8: byte \(hexByte(byte)) at offset \(offset)"
    case .undecodableName(let isFolder): "the \(isFolder ? "folder" : "file") name is not valid UTF-8"
    }
  }
}

// MARK: - Notes

extension ScenarioDiagnostic.Problem {
  /// A hint for the fix, when there is one. A "did you mean" never repeats what was written.
  public var note: String? {
    if let (written, suggestion) = suggestion, suggestion != written {
      return "did you mean `\(shown(path: suggestion))`?"
    }
    return plainNote
  }

  /// What was written and the suggestion for it, for the problems that may carry one.
  private var suggestion: (written: String, suggestion: String)? {
    switch self {
    case .unknownCommand(let word, let suggestion?), .unknownTab(let word, let suggestion?),
      .badDuration(let word, let suggestion?), .unknownMethod(let word, let suggestion?),
      .unknownStoreOperation(let word, let suggestion?), .unknownAnswer(let word, _, let suggestion?),
      .unknownFailureKind(let word, let suggestion?), .missingFixture(let word, let suggestion?),
      .unexpected(let word, _, _, let suggestion?), .unknownDeviationScenario(let word, let suggestion?),
      .unknownDeviationVariant(let word, let suggestion?, _), .unknownRefusable(let word, let suggestion?),
      .unknownStandard(let word, let suggestion?):
      (word, suggestion)
    default: nil
    }
  }

  private var plainNote: String? {
    switch self {
    case .missingHeader: "start the file with a line like `scenario: Favourite shows in the list`"
    case .missingTitle: "name the scenario, like `scenario: Favourite shows in the list`"
    case .misplacedHeader(let firstLine?): "the header is on line \(firstLine)"
    case .misplacedHeader(nil): "move it above every other line"
    case .duplicateLine(_, let firstLine): "the first one is on line \(firstLine)"
    case .badTag: "tags are words of letters, digits, `-` and `_`, separated by commas"
    case .noSteps: "add steps, starting with `launch`"
    case .unknownCommand: "see Docs/ScenarioLanguage.md for the commands"
    case .missing(_, _, let example): "write it like `\(example)`"
    case .unexpected(_, _, let expected?, _): "expected \(expected)"
    case .unexpected(_, _, nil, _): "remove it, or start a comment with `#`"
    case .unquotedText(let word, _): "put text in double quotes: `\"\(shown(word))\"`"
    case .unterminatedString: "close the text with `\"`"
    case .unknownEscape:
      "inside quotes, write `\\\"` for a quote, `\\\\` a backslash, `\\n` a line break, `\\t` a tab, "
        + "`\\u{1F600}` any Unicode scalar"
    case .badUnicodeEscape:
      "write one to eight hex digits of a Unicode scalar value in braces, like `\\u{1F600}`"
    case .unexpectedCharacter(_, inQuotes: true):
      "quoted text may hold tabs, but no other control characters and no line breaks"
    case .unexpectedCharacter(0xFEFF, inQuotes: false): "a byte order mark may only start the file"
    case .unexpectedCharacter(let value, inQuotes: false) where CharacterPolicy.isForeignLineBreak(value):
      "only `\\n` and `\\r\\n` end a line"
    case .unexpectedCharacter(_, inQuotes: false):
      "outside quoted text, only visible characters, spaces and tabs are allowed"
    case .badIdentifier:
      "ids are words of letters, digits, `-` and `_` joined by dots, like `product.p2.favorite`"
    case .unknownTab: "tabs: \(ScenarioVocabulary.tabs.joined(separator: ", "))"
    case .badDuration: "write a whole number followed by `ms` or `s`, like `200ms` or `1s`"
    case .durationOutOfRange:
      "a duration is a whole number from 0 to 999999999 followed by `ms` or `s`"
    case .badDate: "write an ISO 8601 instant in UTC, like `2026-01-01T09:00:00Z`"
    case .badCall:
      "write calls as the trace does: `fetchProducts`, `fetchProduct(p2)`, `setFavorite(p2, on)`, "
        + "`store.save(r1)`, `cancelled fetchProduct(p2)`"
    case .badNavigationEvent:
      "events: " + ScenarioVocabulary.navigationEvents.map { "`\($0) …`" }.joined(separator: ", ")
    case .quotedListItem: "write the list without quotes, items separated by commas"
    case .badCount: "write a whole number from 0, like `3`"
    case .notRefusable, .unknownRefusable:
      "`refused` goes before "
        + Step.Action.refusableCommands.map { "`\($0)`" }.joined(separator: ", ")
    case .badCountedCall:
      "count a call as the trace writes it, like `fetchProduct(p2)`, or every call of a method, like `fetchProduct`"
    case .duplicateRecordField:
      "an `expect-record` line checks each of `height`, `weight` and `standard` at most once"
    case .unknownStandard: "standards: `WHO`, `Taiwan`"
    case .badMeasure: "write a decimal number, like `180` or `72.5`"
    case .badBehaviourID:
      "behaviour ids are lower-case words joined by dots, like `products.favourite.pending-ignores-taps`"
    case .badUnscriptedCallsValue: "write `unscripted-calls: allowed`, or leave the line out to fail on them"
    case .unknownMethod: "methods: \(APIMethod.allCases.map(\.rawValue).joined(separator: ", "))"
    case .unknownStoreOperation: "write `store seed <fixture>` or `store load|save|delete -> ok|fail`"
    case .unexpectedMethodArgument(_, let method):
      APIMethod(rawValue: method)?.argumentHint ?? "remove the argument"
    case .unknownAnswer(_, let method, _):
      "`\(method)` answers \(APIMethod(rawValue: method)?.fittingAnswers ?? "a fixture or `fail …`")"
    case .answerDoesNotFit(_, _, let fits): "it answers \(fits)"
    case .unknownFailureKind: "kinds: `network`, `timeout`, `server <status>`"
    case .badStatus: "write an HTTP status from 100 to 599, like `fail server 500`"
    case .badCallNumber: "calls count from 1 to 999999999, like `on call 2`"
    case .duplicateModifier: "a rule has one latency and one of `once`, `always`, `on call <n>`"
    case .fixtureOutsideRoot:
      "fixture paths are relative to the scenarios folder, like `fixtures/products-3.json`"
    case .missingFixture:
      "a fixture path is looked up from the scenario's folder, then from the scenarios folder"
    case .fixtureDoesNotFit(_, let target, _, let shape): "`\(target)` needs \(shape)"
    case .scenarioOutsideRoot, .fileOutsideRoot:
      "a symbolic link may only point to a file inside the scenarios folder"
    case .invalidUTF8(_, _, looksLikeUTF16: true): "the file looks like UTF-16; save it as UTF-8"
    case .invalidUTF8: "save the file as UTF-8"
    case .badKnownDeviation, .missingDeviationReason:
      "write one pair a line, `<scenario> <variant>: <reason>`, like "
        + "`products/favourite-from-list.scenario viper: why it differs`"
    case .unknownDeviationScenario: "paths are relative to the scenarios folder, like `products/x.scenario`"
    case .unknownDeviationVariant(_, _, let known): "variants: \(known.joined(separator: ", "))"
    case .undecodableName(isFolder: false):
      "give it a UTF-8 name: `check` refuses it, and the other commands leave it out"
    case .undecodableName(isFolder: true):
      "give it a UTF-8 name: `check` refuses it, and the other commands leave out the scenarios in it"
    case .unreadableFixture, .unreadableScenario, .missingFolder: nil
    }
  }
}

// MARK: - Showing user input

/// A word, title or quoted text as a message shows it.
private func shown(_ text: String) -> String { ShownText.shown(text) }

/// A path as a message shows it.
private func shown(path: String) -> String { ShownText.shown(path, limit: ShownText.pathLimit) }

/// `0xff`.
private func hexByte(_ byte: UInt8) -> String {
  let hex = String(byte, radix: 16)
  return "0x" + (hex.count == 1 ? "0" : "") + hex
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
