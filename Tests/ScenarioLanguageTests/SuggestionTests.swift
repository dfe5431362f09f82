import Testing

@testable import ScenarioLanguage

@Suite struct SuggestionTests {
  @Test func distanceCountsCharactersNotBytes() {
    #expect(Suggestion.editDistance("é", "e") == 1)
    #expect(Suggestion.editDistance("€", "") == 1)
    #expect(Suggestion.editDistance("e\u{301}", "é") == 0)
    #expect(Suggestion.editDistance("♥♡", "♡♥") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
  }

  @Test func oneNonASCIICharacterIsComparedAsOneCharacter() {
    #expect(Suggestion.closest(to: "é", in: ["fixtures", "e", "é"]) == "e")
    #expect(Suggestion.closest(to: "€", in: ["fixtures/products-3.json"]) == nil)
  }

  @Test func theSuggestionIsNeverTheWordItself() {
    #expect(Suggestion.closest(to: "tap", in: ["tap"]) == nil)
    #expect(Suggestion.closest(to: "tap", in: ["tap", "tab"]) == "tab")
  }

  @Test func aWordLongerThanTheLimitGetsNoSuggestion() {
    let long = String(repeating: "a", count: Suggestion.maximumLength + 1)
    #expect(Suggestion.closest(to: long, in: [long + "b"]) == nil)
    let short = String(repeating: "a", count: Suggestion.maximumLength)
    #expect(Suggestion.closest(to: short, in: [short + "b"]) == short + "b")
  }
}
