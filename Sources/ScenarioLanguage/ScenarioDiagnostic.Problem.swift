extension ScenarioDiagnostic {
  /// What is wrong, with the values involved. ``message`` and ``note`` (in
  /// `ScenarioDiagnostic+Text.swift`) turn it into words.
  public enum Problem: Hashable, Sendable {
    // MARK: - Header

    /// The first line that is not blank or a comment is not `scenario: <title>`.
    case missingHeader
    /// `scenario:` with nothing after it.
    case missingTitle
    /// A second `scenario:`, or one below another line when the header is missing.
    case misplacedHeader(firstLine: Int?)
    /// A second `tags:`, `clock` or `store seed` line.
    case duplicateLine(keyword: String, firstLine: Int)
    /// A tag that is not a word of letters, digits, `-` or `_`.
    case badTag(String)
    /// A scenario without any step.
    case noSteps(title: String)

    // MARK: - Words and values

    /// The line's first word is not a command.
    case unknownCommand(String, suggestion: String?)
    /// Something is missing at the end of the line.
    case missing(expected: String, after: String, example: String)
    /// A word where something else, or nothing, was expected.
    case unexpected(String, after: String, expected: String?, suggestion: String?)
    /// A word where quoted text was expected.
    case unquotedText(String, after: String)
    /// A `"` without its closing `"`.
    case unterminatedString
    /// A backslash followed by something other than `"`, `\`, `n`, `t` or `u`.
    case unknownEscape(String)
    /// A `\u` not followed by braces holding one to eight hex digits of a Unicode scalar value.
    case badUnicodeEscape(String)
    /// A character that may not stand where it is (by its code point): outside quoted text, a
    /// control character other than the tab, a line or paragraph separator, a space other than
    /// U+0020, an invisible formatting character; inside quotes, a control character other than
    /// the tab, or a line or paragraph separator. See `CharacterPolicy`.
    case unexpectedCharacter(UInt32, inQuotes: Bool)
    /// An element or screen identifier that is not dotted words.
    case badIdentifier(String, kind: String)
    /// A tab name that is not one of the app's tabs.
    case unknownTab(String, suggestion: String?)
    /// A duration that is not a whole number of `ms` or `s`.
    case badDuration(String, suggestion: String?)
    /// A duration of more than nine digits.
    case durationOutOfRange(String)
    /// An `expect-calls` item that is not a call as the trace writes it.
    case badCall(String)
    /// An `expect-navigation` item that is not a navigation event.
    case badNavigationEvent(String)
    /// A quoted word in a list of calls, events or rows.
    case quotedListItem(String, expected: String)
    /// A count that is not a whole number from 0.
    case badCount(String)
    /// A step command that `refused` cannot be put in front of (`refused launch`).
    case notRefusable(String)
    /// A word after `refused` that is no command.
    case unknownRefusable(String, suggestion: String?)
    /// An `expect-call-count` call that is neither a call as the trace writes it nor a method.
    case badCountedCall(String)
    /// A second `height`, `weight` or `standard` on an `expect-record` line.
    case duplicateRecordField(String)
    /// A BMI standard other than `WHO` or `Taiwan`.
    case unknownStandard(String, suggestion: String?)
    /// A height or weight that is not a plain decimal number.
    case badMeasure(String)
    /// A `covers:` entry that is not a behaviour id.
    case badBehaviourID(String)
    /// An `unscripted-calls:` value other than `allowed`.
    case badUnscriptedCallsValue(String)
    /// A `clock` date that is not an ISO 8601 instant in UTC (`reason` is set when the shape is
    /// right but the calendar is not: `February 2026 has no day 30`).
    case badDate(String, reason: String?)

    // MARK: - Service scripting

    /// An `api` method the `ProductAPI` does not have.
    case unknownMethod(String, suggestion: String?)
    /// A `store` operation the `HistoryStore` does not have.
    case unknownStoreOperation(String, suggestion: String?)
    /// An argument filter on a method that takes none, or one too many.
    case unexpectedMethodArgument(String, method: String)
    /// An answer word that is not a keyword and does not look like a fixture path.
    case unknownAnswer(String, method: String, suggestion: String?)
    /// `ok`, `empty` or a fixture for a method that cannot answer it.
    case answerDoesNotFit(answer: String, method: String, fits: String)
    /// A `fail` kind other than `network`, `timeout` or `server`.
    case unknownFailureKind(String, suggestion: String?)
    /// A `fail server` status that is not a number from 100 to 599.
    case badStatus(String)
    /// `on call` followed by something other than a number from 1.
    case badCallNumber(String)
    /// A second `after`, or a second frequency on one line.
    case duplicateModifier(String, first: String)

    // MARK: - Fixtures

    /// An absolute fixture path, or one that leaves the scenarios folder.
    case fixtureOutsideRoot(String)
    /// No file at the fixture path.
    case missingFixture(String, suggestion: String?)
    /// The fixture exists but cannot be read.
    case unreadableFixture(String)
    /// The fixture's JSON does not fit what the method answers; `detail` is the decoder's message.
    case fixtureDoesNotFit(String, target: String, detail: String, shape: String)

    // MARK: - Known deviations

    /// A `known-deviations` line that is not `<scenario> <variant>: <reason>`: `expected` is what
    /// is missing where the error points, after the word `after` (nil: at the start of the line).
    case badKnownDeviation(expected: String, after: String?)
    /// A `known-deviations` line without a reason after the colon.
    case missingDeviationReason
    /// A `known-deviations` line naming no scenario of the folder.
    case unknownDeviationScenario(String, suggestion: String?)
    /// A `known-deviations` line naming no registered variant.
    case unknownDeviationVariant(String, suggestion: String?, known: [String])

    // MARK: - Files

    /// The scenarios folder does not exist.
    case missingFolder(String)
    /// A scenario file, or the known-deviations file, that cannot be read; `reason` says why when
    /// it is known.
    case unreadableScenario(String, reason: String?)
    /// A scenario file that is, or lies in a folder that is, a symbolic link to outside the
    /// scenarios folder.
    case scenarioOutsideRoot(String)
    /// The known-deviations file is a symbolic link to outside the scenarios folder.
    case fileOutsideRoot(String)
    /// A `.scenario` file, or a folder, under the scenarios folder whose name is not UTF-8 (the
    /// location's file shows the name with each bad byte written `\xE9`).
    case undecodableName(isFolder: Bool)
    /// A scenario file whose bytes are not UTF-8: the first bad byte and its offset from 0.
    case invalidUTF8(byte: UInt8, offset: Int, looksLikeUTF16: Bool)
  }
}
