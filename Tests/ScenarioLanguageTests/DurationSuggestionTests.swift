import Testing

@testable import ScenarioLanguage

@Suite struct DurationSuggestionTests {
  struct SuggestionCase: CustomTestStringConvertible, Sendable {
    let written: String
    let suggestion: String?
    var testDescription: String { "\(written) → \(suggestion ?? "nothing")" }
  }

  static let cases: [SuggestionCase] = [
    SuggestionCase(written: "200", suggestion: "200ms"),
    SuggestionCase(written: "2sec", suggestion: "2s"),
    SuggestionCase(written: "1.5s", suggestion: "1500ms"),
    SuggestionCase(written: "0.5s", suggestion: "500ms"),
    SuggestionCase(written: "1.0ms", suggestion: "1ms"),
    SuggestionCase(written: "2m", suggestion: "120s"),
    SuggestionCase(written: "200MS", suggestion: "200ms"),
    SuggestionCase(written: "5ms5", suggestion: "5ms"),
    SuggestionCase(written: "99999999999999999999ms", suggestion: nil),
    SuggestionCase(written: "1000000000ms", suggestion: nil),
    SuggestionCase(written: "9999999999", suggestion: nil),
    SuggestionCase(written: "99999999.5s", suggestion: nil),
    SuggestionCase(written: "20000000min", suggestion: nil),
    SuggestionCase(written: "0.0001s", suggestion: nil),
    SuggestionCase(written: "1e3ms", suggestion: nil),
    SuggestionCase(written: "-1ms", suggestion: nil),
    SuggestionCase(written: "ms", suggestion: nil),
    SuggestionCase(written: "٣ms", suggestion: nil),
  ]

  @Test(arguments: cases)
  func aSuggestionIsAValidDurationOtherThanTheInput(_ suggestionCase: SuggestionCase) {
    let suggestion = ValueSyntax.durationSuggestion(for: suggestionCase.written)
    #expect(suggestion == suggestionCase.suggestion)
    #expect(suggestion != suggestionCase.written)
    #expect(suggestion.map { ValueSyntax.duration($0) != nil } ?? true)
  }

  @Test func theLargestDurationIsNineNines() {
    #expect(ValueSyntax.duration("999999999ms") == .milliseconds(999_999_999))
    #expect(ValueSyntax.readDuration("1000000000ms") == .outOfRange)
    #expect(ValueSyntax.readDuration("999999999s") == .valid(.seconds(999_999_999)))
  }
}
