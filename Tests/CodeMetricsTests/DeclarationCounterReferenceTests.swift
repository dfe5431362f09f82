import HarnessTestSupport
import Testing

@testable import CodeMetrics

/// The declaration counter finds its keywords with the C library and looks only around them; a
/// counter that reads word by word, as the rules are said, must count the same on any code.
@Suite struct DeclarationCounterReferenceTests {
  /// Pieces of stripped code around the declaration keywords.
  static let codePieces = [
    "class", "struct", "enum", "actor", "protocol", "func", "var", " ", "\n", "\t", ".", "`", "1", "9",
    "_", "a", "Name", "é", "\0", "(", "{", "=", "enums", "xclass",
  ]

  @Test(
    "random code counts the declarations a word-by-word counter counts",
    arguments: SoakTier.choose(fast: 1...4, soak: 1...40) as ClosedRange<UInt64>)
  func randomCodeCountsAsTheReferenceDoes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var code: [UInt8] = []
      for _ in 0..<random.next(upTo: 30) {
        code += Self.codePieces[random.next(upTo: Self.codePieces.count)].utf8
      }
      let counted = DeclarationCounter.count(in: code)
      let expected = ReferenceDeclarationCounter.count(in: code)
      #expect(counted == expected, "\(String(decoding: code, as: UTF8.self).debugDescription)")
    }
  }
}

/// Declarations counted word by word, the way the counter reads code, without its search for the
/// keywords: the reference for ``DeclarationCounter``.
enum ReferenceDeclarationCounter {
  static func count(in code: [UInt8]) -> (types: Int, protocols: Int) {
    func startsWord(_ byte: UInt8) -> Bool {
      (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 || byte >= 128
    }
    func continuesWord(_ byte: UInt8) -> Bool { startsWord(byte) || (48...57).contains(byte) }
    func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }
    func wordEnd(from start: Int) -> Int {
      var end = start
      while end < code.count, continuesWord(code[end]) { end += 1 }
      return end
    }
    func followsWithName(from position: Int) -> Bool {
      var i = position
      guard i < code.count, isWhitespace(code[i]) else { return false }
      while i < code.count, isWhitespace(code[i]) { i += 1 }
      guard i < code.count else { return false }
      if code[i] == UInt8(ascii: "`") { return true }
      guard startsWord(code[i]) else { return false }
      let word = String(decoding: code[i..<wordEnd(from: i)], as: UTF8.self)
      return !DeclarationCounter.notNames.contains(word)
    }
    var types = 0
    var protocols = 0
    var previous: UInt8?
    var i = 0
    while i < code.count {
      guard startsWord(code[i]) else {
        if !isWhitespace(code[i]) { previous = code[i] }
        i += 1
        continue
      }
      let end = wordEnd(from: i)
      let word = String(decoding: code[i..<end], as: UTF8.self)
      if previous != UInt8(ascii: "."), previous != UInt8(ascii: "`"), followsWithName(from: end) {
        if word == "protocol" { protocols += 1 }
        if DeclarationCounter.typeKeywords.contains(word) { types += 1 }
      }
      previous = code[end - 1]
      i = end
    }
    return (types, protocols)
  }
}
