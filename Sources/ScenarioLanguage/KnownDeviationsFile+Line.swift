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
      let characters = Array(line)
      for (index, character) in characters.enumerated() {
        if let scalar = CharacterPolicy.refusedOutsideQuotes(character) {
          return .failure(column: index + 1, .unexpectedCharacter(scalar.value, inQuotes: false))
        }
      }
      var index = 0
      func skipBlanks() { while index < characters.count, isBlank(characters[index]) { index += 1 } }
      /// The characters up to a blank, a `:` or the end, and the column of the first.
      func word() -> (text: String, column: Int) {
        let start = index
        while index < characters.count, !isBlank(characters[index]), characters[index] != ":" { index += 1 }
        return (String(characters[start..<index]), start + 1)
      }
      skipBlanks()
      guard index < characters.count, characters[index] != "#" else { return .blank }
      let scenario = word()
      guard !scenario.text.isEmpty else {
        return .failure(column: index + 1, .badKnownDeviation(expected: "a scenario path", after: nil))
      }
      let scenarioEnd = index + 1
      skipBlanks()
      let variant = word()
      guard !variant.text.isEmpty else {
        // At the `:` that came too early, or just after the path when the line ends.
        let column = index < characters.count ? index + 1 : scenarioEnd
        return .failure(column: column, .badKnownDeviation(expected: "a variant", after: scenario.text))
      }
      let variantEnd = index + 1
      skipBlanks()
      guard index < characters.count, characters[index] == ":" else {
        return .failure(column: variantEnd, .badKnownDeviation(expected: "`:`", after: variant.text))
      }
      index += 1
      let reasonColumn = index + 1
      skipBlanks()
      var end = characters.count
      while end > index, isBlank(characters[end - 1]) { end -= 1 }
      guard index < end else { return .failure(column: reasonColumn, .missingDeviationReason) }
      return .entry(
        Parsed(
          scenario: scenario.text, scenarioColumn: scenario.column, variant: variant.text,
          variantColumn: variant.column, reason: String(characters[index..<end])))
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
  }
}
