/// The bytes and byte classes the source scanner looks at (UTF-8; every byte of a non-ASCII
/// character counts as part of a word).
enum SourceByte {
  static let newline = UInt8(ascii: "\n")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")

  /// Space, tab, line feed, vertical tab, form feed or carriage return.
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }

  /// A letter, `_`, or any byte of a non-ASCII character.
  static func startsWord(_ byte: UInt8) -> Bool {
    (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 || byte >= 128
  }

  /// A byte that may continue an identifier.
  static func continuesWord(_ byte: UInt8) -> Bool { startsWord(byte) || (48...57).contains(byte) }
}
