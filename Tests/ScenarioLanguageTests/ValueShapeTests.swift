import Foundation
import HarnessTestSupport
import Testing

@testable import ScenarioLanguage

/// Identifiers, words and behaviour ids are checked byte by byte; the same rules said with
/// `split` and character classes — how the language describes them — must agree on any text.
@Suite struct ValueShapeTests {
  static let pieces = ["a", "z", "A", "Q", "0", "9", "-", "_", ".", "é", "\r\n", " ", "👍", "e\u{301}", ""]

  @Test(
    "identifiers, words and behaviour ids read byte by byte as the rules say them",
    arguments: SoakTier.choose(fast: 1...3, soak: 1...30) as ClosedRange<UInt64>)
  func shapesAgreeWithTheirRules(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<random.next(upTo: 8) { text += Self.pieces[random.next(upTo: Self.pieces.count)] }
      #expect(ValueSyntax.isWord(Substring(text)) == Self.isWord(Substring(text)), "\(text.debugDescription)")
      #expect(ValueSyntax.isIdentifier(text) == Self.isIdentifier(text), "\(text.debugDescription)")
      #expect(BehaviourID.isValid(text) == Self.isBehaviourID(text), "\(text.debugDescription)")
    }
  }

  @Test(
    "a few shapes, each way",
    arguments: [
      ("product.p2.favorite", true, true), ("products.list", true, true), ("a..b", false, false),
      (".a", false, false), ("a.", false, false), ("", false, false),
      ("checkout.success.order-of-events", true, true),
      ("a-.b", true, false), ("a.B", true, false), ("a", true, false),
    ])
  func examples(text: String, isIdentifier: Bool, isBehaviourID: Bool) {
    #expect(ValueSyntax.isIdentifier(text) == isIdentifier)
    #expect(BehaviourID.isValid(text) == isBehaviourID)
  }

  @Test(
    "trimming a piece of a line drops what Foundation's whitespace trimming drops",
    arguments: [
      "a", " a ", "\ta", "a\t", "a b", "", "   ", "a\n", "\u{A0}a", "a\u{3000}", "é ", " é", "\u{7F}", "!~",
      "x\u{2003}", "\r\n",
    ])
  func trimmingAgreesWithFoundation(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    #expect(text.dropFirst(0).trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: 0..<4)
  func trimmingRandomTextsAgreesWithFoundation(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let alphabet: [Character] = [
      "a", "é", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}",
      "\u{200A}", "\u{200B}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{301}", "👩‍👧", "x",
    ]
    for _ in 0..<500 {
      let text = String(
        (0..<Int(random.next() % 8)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      #expect(
        text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
    }
  }

  // MARK: - The rules, as the language's documentation says them

  static func isWord(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  static func isIdentifier(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isWord)
  }

  static func isBehaviourID(_ id: String) -> Bool {
    let segments = id.split(separator: ".", omittingEmptySubsequences: false)
    return segments.count >= 2
      && segments.allSatisfy { segment in
        segment.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
          !word.isEmpty
            && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
      }
  }
}
