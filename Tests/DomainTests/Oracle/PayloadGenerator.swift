/// API payloads for the oracle, written as JSON text by hand: the values a product or an order
/// carries, with the API's snake_case keys in any order, any spacing, and strings escaped in
/// every way JSON allows.
enum PayloadGenerator {
  /// Pieces of the strings a payload carries: quotes, backslashes, control characters, accents
  /// composed and not, letters of other scripts, an emoji.
  static let pieces = [
    "a", "Z", "7", " ", "-", "_", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "é", "e\u{301}", "鍵", "ا",
    "🔑",
    "Keyboard", "p2",
  ]

  /// A string of a few pieces.
  static func string(_ random: inout OracleRandom) -> String {
    (0..<random.int(0...6)).map { _ in random.pick(pieces) }.joined()
  }

  /// `text` as a JSON string: quoted, with `"`, `\` and control characters escaped, and any other
  /// character written as itself or, at random, as `\uXXXX` (two of them past U+FFFF).
  static func json(_ text: String, _ random: inout OracleRandom) -> String {
    var written = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": written += "\\\""
      case "\\": written += random.chance(50) ? "\\\\" : "\\u005C"
      case "\n": written += random.pick(["\\n", "\\u000A"])
      case "\t": written += random.pick(["\\t", "\\u0009"])
      case "/": written += random.pick(["/", "\\/"])
      default:
        if scalar.value < 0x20 || random.chance(20) {
          written += utf16Escapes(scalar)
        } else {
          written.unicodeScalars.append(scalar)
        }
      }
    }
    return written + "\""
  }

  /// `\uXXXX` for each UTF-16 unit of `scalar`, in hexadecimal digits written by hand.
  static func utf16Escapes(_ scalar: Unicode.Scalar) -> String {
    let hex = Array("0123456789ABCDEF")
    return UTF16.encode(scalar)!.map { unit in
      "\\u" + String([12, 8, 4, 0].map { hex[Int(unit >> UInt16($0)) & 0xF] })
    }.joined()
  }

  /// Members an API may add that the app does not read: keys none of the payloads use (some a
  /// known key in another case), with values of every JSON kind.
  static func unknownFields(_ random: inout OracleRandom) -> [(String, String)] {
    let keys = ["rating", "Product_ID", "imageUrl", "is_favourite", "tags", "meta", "price_cents", "_links"]
    let values = [
      "null", "true", "0", "-1.5e3", "\"x\"", "[]", "[1, \"a\", null]", "{}", "{\"product_id\": \"p9\"}",
      "{\"a\": [{\"b\": {}}]}",
    ]
    return (0..<random.int(0...3)).map { index in
      (keys[(index * 3 + random.int(0...7)) % keys.count], random.pick(values))
    }
    .reduce(into: [(String, String)]()) { fields, field in
      if !fields.contains(where: { $0.0 == field.0 }) { fields.append(field) }
    }
  }

  /// An object with `fields` (key and JSON value), in a random order with random spacing.
  static func object(_ fields: [(String, String)], _ random: inout OracleRandom) -> String {
    var shuffled = fields
    for index in shuffled.indices.reversed() {
      shuffled.swapAt(index, random.int(0...index))
    }
    let space = random.pick(["", " ", "\n  "])
    return "{" + space
      + shuffled.map { "\"\($0.0)\"" + random.pick([":", ": ", " : "]) + $0.1 }.joined(separator: "," + space)
      + space + "}"
  }
}
