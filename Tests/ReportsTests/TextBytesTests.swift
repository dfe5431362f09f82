import Testing

@testable import Reports

/// The trace tables look texts up by their bytes: equal bytes are equal keys with equal hashes,
/// whatever storage holds them, and other bytes are other keys.
@Suite struct TextBytesTests {
  @Test(arguments: [
    "", "a", "products.list", "products.list\n  row p1 ★ Lamp", String(repeating: "ab", count: 37),
  ])
  func theSameBytesInOtherStorageAreOneKey(text: String) {
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    #expect(ScreenKey(text: text) == ScreenKey(text: copy))
    #expect(ScreenKey(text: text).hashValue == ScreenKey(text: copy).hashValue)
    #expect(StateKey(lines: [text, "x"]).hashValue == StateKey(lines: [copy, "x"]).hashValue)
  }

  @Test func everyPrefixOfATextHasADigestOfItsOwn() {
    let bytes = Array("screen products.list\n  row p1 \"Lamp\" ★\n  row p2 \"Desk\"".utf8)
    let digests = (0...bytes.count).map { count in
      bytes.prefix(count).withUnsafeBytes { TextBytes.digest($0) }
    }
    #expect(Set(digests).count == digests.count)
  }

  @Test func textsWrittenDifferentlyAreDifferentKeys() {
    // `é` as one scalar, and as `e` with a combining accent: equal as Strings, not as bytes.
    #expect("\u{E9}" == "e\u{301}")
    #expect(ScreenKey(text: "\u{E9}") != ScreenKey(text: "e\u{301}"))
    #expect(ScreenKey(text: "ab") != ScreenKey(text: "ba"))
  }
}
