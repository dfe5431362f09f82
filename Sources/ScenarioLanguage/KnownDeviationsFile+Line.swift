// MARK: - One line of the known-deviations file

extension KnownDeviationsFile {
  /// One line read: nothing to read, an entry, or what is wrong and where.
  enum EntryLine: Equatable {
    case blank
    case entry(Parsed)
    /// The column (from 1) where the error points, and the problem.
    case failure(column: Int, ScenarioDiagnostic.Problem)

    /// The parts of `<scenario> <variant>: <reason>`, with their columns.
    struct Parsed: Equatable {
      let scenario: String
      let scenarioColumn: Int
      let variant: String
      let variantColumn: Int
      let reason: String
    }

    /// Reads one line (without its line break), in one pass over its characters: blanks (spaces,
    /// tabs), a scenario path, blanks, a variant name, `:` (blanks may precede it), the reason.
    /// Everything the line holds must be allowed outside quotes in a scenario (``CharacterPolicy``).
    static func parse(_ line: String) -> EntryLine {
      // Printable ASCII and tabs, nearly every line, are read by their bytes: one per character.
      let bytes = Array(line.utf8)
      if bytes.allSatisfy({ $0 == tab || (0x20...0x7E).contains($0) }) {
        return parse(units: bytes) { String(decoding: bytes[$0], as: UTF8.self) }
      }
      let characters = Array(line)
      for (index, character) in characters.enumerated() {
        if let scalar = CharacterPolicy.refusedOutsideQuotes(character) {
          return .failure(column: index + 1, .unexpectedCharacter(scalar.value, inQuotes: false))
        }
      }
      return parse(units: characters.map(unit)) { String(characters[$0]) }
    }

    /// The grammar, over one unit per character (the characters' own bytes for printable ASCII,
    /// ``unit(_:)`` otherwise); `text` makes the text of a range of characters.
    private static func parse(units: [UInt8], text: (Range<Int>) -> String) -> EntryLine {
      var index = 0
      func skipBlanks() { while index < units.count, isBlank(units[index]) { index += 1 } }
      /// The characters up to a blank, a `:` or the end, and the column of the first.
      func word() -> (text: String, column: Int) {
        let start = index
        while index < units.count, !isBlank(units[index]), units[index] != colon { index += 1 }
        return (text(start..<index), start + 1)
      }
      skipBlanks()
      guard index < units.count, units[index] != hash else { return .blank }
      let scenario = word()
      guard !scenario.text.isEmpty else {
        return .failure(column: index + 1, .badKnownDeviation(expected: "a scenario path", after: nil))
      }
      let scenarioEnd = index + 1
      skipBlanks()
      let variant = word()
      guard !variant.text.isEmpty else {
        // At the `:` that came too early, or just after the path when the line ends.
        let column = index < units.count ? index + 1 : scenarioEnd
        return .failure(column: column, .badKnownDeviation(expected: "a variant", after: scenario.text))
      }
      let variantEnd = index + 1
      skipBlanks()
      guard index < units.count, units[index] == colon else {
        return .failure(column: variantEnd, .badKnownDeviation(expected: "`:`", after: variant.text))
      }
      index += 1
      let reasonColumn = index + 1
      skipBlanks()
      var end = units.count
      while end > index, isBlank(units[end - 1]) { end -= 1 }
      guard index < end else { return .failure(column: reasonColumn, .missingDeviationReason) }
      return .entry(
        Parsed(
          scenario: scenario.text, scenarioColumn: scenario.column, variant: variant.text,
          variantColumn: variant.column, reason: text(index..<end)))
    }

    /// The unit of a character the grammar reads: what tells blanks, `:` and `#` apart (a
    /// character that is one of them with a combining mark is none of them, as `==` says).
    private static func unit(_ character: Character) -> UInt8 {
      switch character {
      case " ": space
      case "\t": tab
      case ":": colon
      case "#": hash
      default: UInt8(ascii: "x")
      }
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let colon = UInt8(ascii: ":")
    private static let hash = UInt8(ascii: "#")
    private static func isBlank(_ unit: UInt8) -> Bool { unit == space || unit == tab }
  }
}
