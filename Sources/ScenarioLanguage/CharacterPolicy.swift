/// Which characters a line may hold where, and how messages show characters that cannot be seen.
///
/// Outside quoted text (comments included) a line holds visible characters, spaces and tabs only:
/// no control characters (a lone `\r`, a form feed, U+0085 …), no line or paragraph separators, no
/// other spaces (a no-break space looks like a space but would not separate words) and no invisible
/// formatting characters (bidirectional overrides, a byte order mark, a zero width space), except
/// the zero width joiner and the tag characters that emoji are made of. Quoted text may hold any
/// of those except control characters other than the tab, and line or paragraph separators.
enum CharacterPolicy {
  /// The first scalar of `character` that may not stand outside quoted text, if any.
  static func refusedOutsideQuotes(_ character: Character) -> Unicode.Scalar? {
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      return ascii == 0x09 || (0x20...0x7E).contains(ascii) ? nil : character.unicodeScalars.first
    }
    return character.unicodeScalars.first(where: isRefusedOutsideQuotes)
  }

  /// The first scalar of `character` that may not stand inside quoted text, if any.
  static func refusedInQuotes(_ character: Character) -> Unicode.Scalar? {
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      return ascii == 0x09 || (0x20...0x7E).contains(ascii) ? nil : character.unicodeScalars.first
    }
    return character.unicodeScalars.first(where: isRefusedInQuotes)
  }

  static func isRefusedOutsideQuotes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control: scalar != "\t"
    case .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: scalar != " "
    case .format: scalar != "\u{200D}" && !(0xE0020...0xE007F).contains(scalar.value)
    default: false
    }
  }

  static func isRefusedInQuotes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control: scalar != "\t"
    case .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// Whether the scalar ends a line in some other convention (`\r`, vertical tab, form feed,
  /// U+0085, U+2028, U+2029), though not in the scenario language.
  static func isForeignLineBreak(_ value: UInt32) -> Bool {
    [0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(value)
  }

  /// `form feed (U+000C)`: the character's name, when it has a well-known one, and its code point.
  static func describe(_ value: UInt32) -> String {
    "\(name(of: value)) (\(codePoint(value)))"
  }

  /// `U+000C`: at least four upper-case hexadecimal digits.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static func name(of value: UInt32) -> String {
    if let name = names[value] { return name }
    switch Unicode.Scalar(value)?.properties.generalCategory {
    case .control?: return "control character"
    case .spaceSeparator?: return "space character"
    default: return "invisible formatting character"
    }
  }

  private static let names: [UInt32: String] = [
    0x00: "null character", 0x0B: "vertical tab", 0x0C: "form feed", 0x0D: "carriage return",
    0x1B: "escape character", 0x7F: "delete character", 0x85: "next line character",
    0xA0: "no-break space", 0x2028: "line separator", 0x2029: "paragraph separator",
    0xFEFF: "byte order mark", 0x200B: "zero width space", 0x200E: "left-to-right mark",
    0x200F: "right-to-left mark", 0x061C: "arabic letter mark", 0x202A: "left-to-right embedding",
    0x202B: "right-to-left embedding", 0x202C: "pop directional formatting",
    0x202D: "left-to-right override", 0x202E: "right-to-left override", 0x2066: "left-to-right isolate",
    0x2067: "right-to-left isolate", 0x2068: "first strong isolate", 0x2069: "pop directional isolate",
  ]
}
