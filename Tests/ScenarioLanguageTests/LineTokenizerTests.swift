import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// The tokenizer reads a line of printable ASCII byte by byte and any other line character by
/// character; the two readings agree on every such line, tokens, columns and errors alike.
@Suite struct LineTokenizerTests {
  /// What one reading of a line gives, comparable.
  struct Reading: Equatable, CustomStringConvertible {
    var tokens: [Token] = []
    var content = ""
    var contentColumn = 0
    var failure: String?

    init(_ read: () throws(LineTokenizer.Failure) -> TokenizedLine?) {
      do {
        guard let line = try read() else { return }
        (tokens, content, contentColumn) = (line.tokens, line.content, line.contentColumn)
      } catch {
        failure = "\(error.column): \(error.problem)"
      }
    }

    var description: String { failure ?? "\(tokens.map(\.written)) \(content)@\(contentColumn)" }
  }

  /// Random lines mostly made of what the tokenizer looks at: spaces, tabs, quotes, backslashes,
  /// `#`, and a few letters.
  @Test(arguments: 0..<4)
  func printableASCIILinesReadTheSameByteByByteAndCharacterByCharacter(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let alphabet = Array(" \t\"\\#abz.=/-09_`~")
    for _ in 0..<500 {
      let line = String((0..<random.next(upTo: 40)).map { _ in alphabet[random.next(upTo: alphabet.count)] })
      let bytes = Reading { () throws(LineTokenizer.Failure) in try LineTokenizer.tokenizePrintableASCII(line)
      }
      let characters = Reading { () throws(LineTokenizer.Failure) in
        try LineTokenizer.tokenizeCharacters(line)
      }
      #expect(bytes == characters, "\(line.debugDescription)")
    }
  }

  @Test(arguments: [
    "tap \"é\"", "wait 1s\r", "note \"a\u{0}b\"", "tab\u{A0}word", "👩‍👧", "x\u{7F}",
  ])
  func aLineWithAnythingButPrintableASCIIGoesCharacterByCharacter(line: String) throws {
    #expect(try LineTokenizer.tokenizePrintableASCII(line) == nil)
  }

  @Test func theFastReadingGivesTokensAndColumnsAsWritten() throws {
    let line = try #require(
      try LineTokenizer.tokenizePrintableASCII("  type bmi.height \"1\\\"8\\\\0\"  # cm"))
    #expect(line.tokens.map(\.text) == ["type", "bmi.height", "1\"8\\0"])
    #expect(line.tokens.map(\.column) == [3, 8, 19])
    #expect(line.tokens.map(\.endColumn) == [7, 18, 28])
    #expect(line.content == "type bmi.height \"1\\\"8\\\\0\"")
    #expect(line.contentColumn == 3)
  }
}
