/// A token of a masked source line: a word (identifier, keyword or number), an operator, a
/// bracket, or other punctuation, with its byte range in the file.
struct LineToken: Equatable {
  enum Kind: Equatable {
    case word
    case symbol
    case open
    case close
    case punctuation
  }

  let kind: Kind
  let text: String
  let range: Range<Int>
  /// Whether whitespace (or the start of the range scanned) comes right before the token.
  let spaceBefore: Bool
  /// Whether whitespace (or the end of the range scanned) comes right after the token.
  let spaceAfter: Bool

  /// Splits `range` of the masked bytes into tokens. String literals (masked as `"__"`) come out
  /// as words.
  static func tokens(in bytes: [UInt8], _ range: Range<Int>) -> [LineToken] {
    var tokens: [LineToken] = []
    var index = range.lowerBound
    func isSpace(_ position: Int) -> Bool {
      position < range.lowerBound || position >= range.upperBound || isWhitespace(bytes[position])
    }
    while index < range.upperBound {
      let byte = bytes[index]
      if isWhitespace(byte) {
        index += 1
        continue
      }
      let start = index
      let kind: Kind
      if isWordByte(byte) || byte == ascii("\"") || byte == ascii("#") || byte == ascii("$") {
        while index < range.upperBound,
          isWordByte(bytes[index]) || bytes[index] == ascii("\"") || bytes[index] == ascii("#")
            || bytes[index] == ascii("$")
        {
          index += 1
        }
        kind = .word
      } else if operatorBytes.contains(byte) {
        while index < range.upperBound, operatorBytes.contains(bytes[index]) { index += 1 }
        kind = .symbol
      } else if byte == ascii("(") || byte == ascii("[") || byte == ascii("{") {
        index += 1
        kind = .open
      } else if byte == ascii(")") || byte == ascii("]") || byte == ascii("}") {
        index += 1
        kind = .close
      } else {
        index += 1
        kind = .punctuation
      }
      tokens.append(
        LineToken(
          kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self), range: start..<index,
          spaceBefore: isSpace(start - 1), spaceAfter: isSpace(index)))
    }
    return tokens
  }

  private static let operatorBytes: Set<UInt8> = Set("=-+!*%<>&|^~?/".utf8)

  private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 95
      || byte >= 128
  }
}

extension Array where Element == LineToken {
  /// The bracket depth before each token, relative to the first (0 at the top level).
  var depths: [Int] {
    var depth = 0
    return map { token in
      if token.kind == .close { depth -= 1 }
      defer { if token.kind == .open { depth += 1 } }
      return depth
    }
  }

  /// Whether the brackets balance and never close more than they opened.
  var isBalanced: Bool {
    var depth = 0
    for token in self {
      if token.kind == .open { depth += 1 }
      if token.kind == .close { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }
}
