/// Reads a schema-rewritten source as the compiler would with one mutant switched on: every
/// `(__archOn(N) ? A : B)` becomes `A` when N is the mutant and `B` otherwise, and every
/// `if !__archOn(N) { S }` becomes `S` unless N is the mutant (then only its line breaks stay). (Test support: the fixtures hold
/// no brackets or colons inside string literals.)
enum SchemaResolver {
  static func resolve(_ text: String, mutant: Int) -> String {
    let characters = Array(text)
    var output = ""
    var index = 0
    while index < characters.count {
      if let (id, after) = marker("(__archOn(", in: characters, at: index) {
        // `? A : B)`
        let question = after + 2  // ") ?" is consumed by the marker's closing paren below
        let colon = topLevel(":", in: characters, from: question + 1)
        let close = matchingClose(in: characters, from: colon + 1)
        let chosen =
          id == mutant ? String(characters[(question + 1)..<colon]) : String(characters[(colon + 1)..<close])
        output += resolve(chosen.trimmingCharacters(), mutant: mutant)
        index = close + 1
      } else if let (id, after) = marker("if !__archOn(", in: characters, at: index) {
        let open = after + 2  // ") {"
        let close = matchingClose(in: characters, from: open + 1)
        let statement = String(characters[(open + 1)..<close]).trimmingCharacters()
        // A removed statement keeps its line breaks, so that lines keep their numbers.
        output += id == mutant ? statement.filter { $0 == "\n" } : resolve(statement, mutant: mutant)
        index = close + 1
      } else {
        output.append(characters[index])
        index += 1
      }
    }
    return output
  }

  /// The mutant id after `prefix` at `index`, and the index of the `)` closing it.
  private static func marker(_ prefix: String, in characters: [Character], at index: Int) -> (Int, Int)? {
    let pattern = Array(prefix)
    guard index + pattern.count <= characters.count,
      Array(characters[index..<(index + pattern.count)]) == pattern
    else { return nil }
    var end = index + pattern.count
    while characters[end].isNumber { end += 1 }
    return (Int(String(characters[(index + pattern.count)..<end]))!, end)
  }

  /// The first `character` at bracket depth 0 from `start`.
  private static func topLevel(_ character: Character, in characters: [Character], from start: Int) -> Int {
    var depth = 0
    var index = start
    while !(depth == 0 && characters[index] == character) {
      if "([{".contains(characters[index]) { depth += 1 }
      if ")]}".contains(characters[index]) { depth -= 1 }
      index += 1
    }
    return index
  }

  /// The bracket closing the one open before `start`.
  private static func matchingClose(in characters: [Character], from start: Int) -> Int {
    var depth = 0
    var index = start
    while true {
      if "([{".contains(characters[index]) { depth += 1 }
      if ")]}".contains(characters[index]) {
        if depth == 0 { return index }
        depth -= 1
      }
      index += 1
    }
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
