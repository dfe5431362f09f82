/// The bytes and byte classes the source scanner looks at (UTF-8; every byte of a non-ASCII
/// character counts as part of a word). The classes compare bytes directly: a range's `contains`
/// is a generic call per byte in a debug build, which `swift test` runs.
enum SourceByte {
  static let newline = UInt8(ascii: "\n")
  static let quote = UInt8(ascii: "\"")
  static let slash = UInt8(ascii: "/")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")

  /// Space, tab, line feed, vertical tab, form feed or carriage return.
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (byte >= 9 && byte <= 13) }

  /// A letter, `_`, or any byte of a non-ASCII character.
  static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
  }

  /// A byte that may continue an identifier.
  static func continuesWord(_ byte: UInt8) -> Bool { startsWord(byte) || (byte >= 48 && byte <= 57) }

  /// The whitespace bytes of ``isWhitespace(_:)``, as a C string (for `strspn`).
  static let whitespace: StaticString = " \t\n\u{0B}\u{0C}\r"

  /// The bytes that end a run of ordinary bytes in code, as a C string (for `strcspn`). Static
  /// strings, whose text is already a C string in the binary: a `String` passed as a C string is
  /// copied at each call.
  static let specialInCode: StaticString = "\n/\"#"

  /// The bytes that end a run of ordinary bytes in an interpolation's code, as a C string.
  static let specialInInterpolation: StaticString = "\n/\"#()"

  /// The bytes that end a run of ordinary bytes in a string, as a C string (for `strcspn`).
  static let specialInString: StaticString = "\n\"\\"

  /// A byte that code passes through as it is: not a line break, a slash, a quote or a hash (a
  /// backslash outside a string is ordinary); inside an interpolation, not a parenthesis either.
  static func isOrdinaryInCode(_ byte: UInt8, inInterpolation: Bool) -> Bool {
    // Literals rather than the constants above: a debug build calls a static's accessor each time.
    byte != 0x0A && byte != 0x2F && byte != 0x22 && byte != 0x23
      && !(inInterpolation && (byte == 0x28 || byte == 0x29))
  }

  /// A byte a string passes over: not a line break, a quote or a backslash.
  static func isOrdinaryInString(_ byte: UInt8) -> Bool {
    byte != 0x0A && byte != 0x22 && byte != 0x5C
  }
}
