extension LineTokenizer {
  /// ``tokenize(_:)`` for a line of printable ASCII and tabs, byte by byte; nil for any other
  /// line. Such a line holds no character the ``CharacterPolicy`` refuses, and its columns are its
  /// byte offsets plus one, so the tokens and errors are those of ``tokenizeCharacters(_:)``
  /// (a test holds the two to that). Reads through a pointer: every scenario line of every
  /// parse comes here, in debug builds too.
  static func tokenizePrintableASCII(_ line: String) throws(Failure) -> TokenizedLine? {
    var line = line
    let result = line.withUTF8 { bytes -> Result<TokenizedLine, Failure>? in
      guard let base = bytes.baseAddress else {
        return .success(TokenizedLine(tokens: [], content: "", contentColumn: 1))
      }
      var index = 0
      while index < bytes.count {
        let byte = base[index]
        guard byte == 0x09 || (byte >= 0x20 && byte <= 0x7E) else { return nil }
        index += 1
      }
      return Result { () throws(Failure) in try tokens(base, count: bytes.count) }
    }
    return try result?.get()
  }

  private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  private static func text(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
  }

  private static func tokens(_ base: UnsafePointer<UInt8>, count: Int) throws(Failure) -> TokenizedLine {
    var tokens: [Token] = []
    var index = 0
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "#") { break }
      if isSeparator(byte) {
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        let (text, end) = try quoted(base, count: count, from: index)
        tokens.append(Token(text: text, column: index + 1, endColumn: end + 1, isQuoted: true))
        index = end
      } else {
        let start = index
        while index < count, !isSeparator(base[index]), base[index] != UInt8(ascii: "\""),
          base[index] != UInt8(ascii: "#")
        {
          index += 1
        }
        tokens.append(
          Token(text: text(base, start..<index), column: start + 1, endColumn: index + 1, isQuoted: false))
      }
    }
    guard let first = tokens.first, let last = tokens.last else {
      return TokenizedLine(tokens: [], content: "", contentColumn: 1)
    }
    return TokenizedLine(
      tokens: tokens, content: text(base, (first.column - 1)..<(last.endColumn - 1)),
      contentColumn: first.column)
  }

  /// The quoted text opening at `start`, and the offset after its closing quote.
  private static func quoted(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int
  ) throws(Failure) -> (String, Int) {
    var text: [UInt8] = []
    var index = start + 1
    var runStart = index
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") {
        text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        return (String(decoding: text, as: UTF8.self), index + 1)
      }
      guard byte == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      let escape = try QuotedEscape.read(at: index) { $0 < count ? Character(UnicodeScalar(base[$0])) : nil }
      guard let escape else { break }
      text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
      text.append(contentsOf: String(escape.scalar).utf8)
      index += escape.length
      runStart = index
    }
    throw Failure(column: start + 1, problem: .unterminatedString)
  }
}
