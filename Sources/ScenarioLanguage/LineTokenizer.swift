/// Cuts a line into words and quoted texts. Words are separated by spaces or tabs; `#` outside
/// quotes starts a comment that runs to the end of the line; inside quotes, `\"`, `\\`, `\n`, `\t`
/// and `\u{…}` are escapes (see ``QuotedEscape``). Characters that do not belong where they are (see ``CharacterPolicy``) are
/// errors, in comments too. One pass over the line's characters — over its bytes when they are all
/// printable ASCII or tabs (nearly every line), where each byte is a character that may stand
/// anywhere.
enum LineTokenizer {
  /// A lexical error with the column it starts at.
  struct Failure: Error {
    let column: Int
    let problem: ScenarioDiagnostic.Problem
  }

  static func tokenize(_ line: String) throws(Failure) -> TokenizedLine {
    if let tokenized = try tokenizePrintableASCII(line) { return tokenized }
    return try tokenizeCharacters(line)
  }

  /// ``tokenize(_:)`` for any line, character by character.
  static func tokenizeCharacters(_ line: String) throws(Failure) -> TokenizedLine {
    let characters = Array(line)
    let text = LineText(line, characters: characters)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      try checkOutsideQuotes(character, at: index)
      if character == "#" {
        try checkComment(characters, from: index + 1)
        break
      }
      if isSeparator(character) {
        index += 1
      } else if character == "\"" {
        let (text, end) = try quoted(characters, from: index)
        tokens.append(Token(text: text, column: index + 1, endColumn: end + 1, isQuoted: true))
        index = end
      } else {
        let start = index
        while index < characters.count, !isWordEnd(characters[index]) {
          try checkOutsideQuotes(characters[index], at: index)
          index += 1
        }
        tokens.append(
          Token(text: text[start..<index], column: start + 1, endColumn: index + 1, isQuoted: false))
      }
    }
    return TokenizedLine(
      tokens: tokens, content: content(text, tokens), contentColumn: tokens.first?.column ?? 1)
  }

  // MARK: - Parts

  private static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  private static func isWordEnd(_ character: Character) -> Bool {
    isSeparator(character) || character == "\"" || character == "#"
  }

  private static func checkOutsideQuotes(_ character: Character, at index: Int) throws(Failure) {
    if let scalar = CharacterPolicy.refusedOutsideQuotes(character) {
      throw Failure(column: index + 1, problem: .unexpectedCharacter(scalar.value, inQuotes: false))
    }
  }

  private static func checkComment(_ characters: [Character], from start: Int) throws(Failure) {
    for index in start..<max(start, characters.count) {
      try checkOutsideQuotes(characters[index], at: index)
    }
  }

  /// Reads the quoted text opening at `start`; returns the text and the index after the closing quote.
  private static func quoted(_ characters: [Character], from start: Int) throws(Failure) -> (String, Int) {
    var text = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if let scalar = CharacterPolicy.refusedInQuotes(character) {
        throw Failure(column: index + 1, problem: .unexpectedCharacter(scalar.value, inQuotes: true))
      }
      if character == "\"" { return (text, index + 1) }
      if character == "\\" {
        guard index + 1 < characters.count else { break }
        if let scalar = CharacterPolicy.refusedInQuotes(characters[index + 1]) {
          throw Failure(column: index + 2, problem: .unexpectedCharacter(scalar.value, inQuotes: true))
        }
        let escape = try QuotedEscape.read(at: index) { $0 < characters.count ? characters[$0] : nil }
        guard let escape else { break }
        text.unicodeScalars.append(escape.scalar)
        index += escape.length
      } else {
        text.append(character)
        index += 1
      }
    }
    throw Failure(column: start + 1, problem: .unterminatedString)
  }

  /// The text from the first token to the end of the last one.
  private static func content(_ text: LineText, _ tokens: [Token]) -> String {
    guard let first = tokens.first, let last = tokens.last else { return "" }
    return text[(first.column - 1)..<(last.endColumn - 1)]
  }
}

/// A line's UTF-8 bytes and where each character starts in them, so that a run of characters
/// becomes a string by copying bytes rather than appending characters one by one.
private struct LineText {
  let bytes: [UInt8]
  /// The offset in `bytes` of each character, and the byte count at the end.
  let starts: [Int]

  init(_ line: String, characters: [Character]) {
    bytes = Array(line.utf8)
    var starts: [Int] = []
    starts.reserveCapacity(characters.count + 1)
    var offset = 0
    for character in characters {
      starts.append(offset)
      offset += character.utf8.count
    }
    starts.append(offset)
    self.starts = starts
  }

  /// The characters `range` (by character index) as a string.
  subscript(range: Range<Int>) -> String {
    String(decoding: bytes[starts[range.lowerBound]..<starts[range.upperBound]], as: UTF8.self)
  }
}
