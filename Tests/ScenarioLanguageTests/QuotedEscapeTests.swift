import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// Quoted text reads `\n`, `\t`, `\"`, `\\` and `\u{…}` as the characters they stand for, the
/// same way on both paths of the tokenizer.
@Suite struct QuotedEscapeTests {
  @Test(arguments: [
    (#"expect bmi.result "a\nb""#, "a\nb"),
    (#"expect bmi.result "a\tb""#, "a\tb"),
    (#"expect bmi.result "say \"hi\" \\ bye""#, #"say "hi" \ bye"#),
    (#"expect bmi.result "\u{1F600}""#, "😀"),
    (#"expect bmi.result "\u{41}\u{0301}""#, "A\u{0301}"),
    (#"expect bmi.result "♥\u{2665}\n""#, "♥♥\n"),
    (#"expect bmi.result "\u{0}""#, "\u{0}"),
  ])
  func anEscapeReadsAsTheCharacterItStandsFor(line: String, text: String) throws {
    let scenario = try TestScenarios.parse("scenario: Escapes\nlaunch\n\(line)\n").get()
    #expect(scenario.steps.last?.action == .expect(element: "bmi.result", text: text, isEnabled: nil))
  }

  @Test func aLineFullOfEscapesReadsTheSameByteByByteAndCharacterByCharacter() {
    var random = SplitMix64(seed: 25)
    let alphabet = Array("\"\\ntu{}0F9Dz ")
    for _ in 0..<2000 {
      let line = String((0..<random.next(upTo: 30)).map { _ in alphabet[random.next(upTo: alphabet.count)] })
      let bytes = LineTokenizerTests.Reading { () throws(LineTokenizer.Failure) in
        try LineTokenizer.tokenizePrintableASCII(line)
      }
      let characters = LineTokenizerTests.Reading { () throws(LineTokenizer.Failure) in
        try LineTokenizer.tokenizeCharacters(line)
      }
      #expect(bytes == characters, "\(line.debugDescription)")
    }
  }

  @Test func anEscapedLineBreakIsShownEscapedInAMessage() {
    #expect(
      TestScenarios.errors("scenario: E\ntype bmi.height \"1\\n2\" x\nlaunch\n")
        == "t.scenario:2:24: error: unexpected `x` after `\"1\\u{A}2\"`\n"
        + "note: remove it, or start a comment with `#`")
  }
}
