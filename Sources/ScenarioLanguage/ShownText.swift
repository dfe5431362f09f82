/// User text as diagnostics show it: at most a few dozen characters, then `…`, so a megabyte token
/// makes a one-line message; and characters that cannot be seen (control characters, unusual
/// spaces, bidirectional overrides …) as `\u{…}` escapes, so a message never drives the terminal.
enum ShownText {
  /// How much of a word, a quoted text or a title a message shows.
  static let wordLimit = 40
  /// How much of a path a message shows.
  static let pathLimit = 100
  /// How much of a decoder's message about a fixture a message shows.
  static let detailLimit = 200

  /// `text` cut after `limit` characters (with `…`) and with invisible characters escaped. Looks
  /// at no more than `limit` + 1 characters of `text`.
  static func shown(_ text: String, limit: Int = wordLimit) -> String {
    var result = ""
    var count = 0
    for character in text {
      if count == limit {
        result += "…"
        break
      }
      count += 1
      append(character, to: &result)
    }
    return result
  }

  /// `text` whole, with invisible characters escaped: for the file path of a location.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: CharacterPolicy.isRefusedOutsideQuotes) else { return text }
    var result = ""
    for character in text { append(character, to: &result) }
    return result
  }

  private static func append(_ character: Character, to result: inout String) {
    guard character.unicodeScalars.contains(where: CharacterPolicy.isRefusedOutsideQuotes) else {
      result.append(character)
      return
    }
    for scalar in character.unicodeScalars {
      if CharacterPolicy.isRefusedOutsideQuotes(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
}
