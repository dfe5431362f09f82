import HeadlessUI
import Testing

/// The "did you mean" of UI errors and of the command line.
@Suite struct SuggestionTests {
  @Test func oneNonASCIICharacterIsComparedAsOneCharacter() {
    #expect(Suggestion.distance("é", "e") == 1)
    #expect(Suggestion.distance("€", "") == 1)
    #expect(Suggestion.closest(to: "é", in: ["e", "run"]) == "e")
  }

  @Test func theSuggestionIsNeverTheWordItself() {
    #expect(Suggestion.closest(to: "check", in: ["check"]) == nil)
    #expect(Suggestion.closest(to: "check", in: ["check", "chekc"]) == "chekc")
  }

  @Test func aWordLongerThanTheLimitGetsNoSuggestion() {
    let long = String(repeating: "r", count: Suggestion.maximumLength + 1)
    #expect(Suggestion.closest(to: long, in: [long + "un"]) == nil)
    let short = String(repeating: "r", count: Suggestion.maximumLength)
    #expect(Suggestion.closest(to: short, in: [short + "un"]) == short + "un")
  }
}
