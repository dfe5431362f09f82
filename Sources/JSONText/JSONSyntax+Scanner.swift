/// The reader behind ``JSONSyntax/firstError(in:)``: one pass, iterative, so a deep nesting cannot
/// overflow the stack.
extension JSONSyntax {
  struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Every value's containers, innermost last: true for an object.
    private var containers: [Bool] = []

    mutating func document() -> Error? {
      if let error = value() { return error }
      skipSpace()
      return index < bytes.count ? error("expected the end of the text after the value") : nil
    }

    /// One value, iteratively (a deep nesting cannot overflow the stack).
    private mutating func value() -> Error? {
      while true {
        skipSpace()
        guard index < bytes.count else { return error("expected a value, found the end of the text") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = bytes[index] == UInt8(ascii: "{")
          guard containers.count < JSONSyntax.maximumDepth else {
            return error("nested more than \(JSONSyntax.maximumDepth) levels deep")
          }
          index += 1
          skipSpace()
          if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
          } else {
            containers.append(isObject)
            if isObject, let error = key() { return error }
            continue
          }
        case UInt8(ascii: "\""):
          if let error = string() { return error }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let error = number() { return error }
        case UInt8(ascii: "t"): if let error = literal("true") { return error }
        case UInt8(ascii: "f"): if let error = literal("false") { return error }
        case UInt8(ascii: "n"): if let error = literal("null") { return error }
        default:
          return error("expected a value")
        }
        // After a value: the rest of its containers.
        while let isObject = containers.last {
          skipSpace()
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          guard index < bytes.count else {
            return error("expected ',' or '\(Character(Unicode.Scalar(close)))', found the end of the text")
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            if isObject, let error = key() { return error }
            break
          }
          guard bytes[index] == close else {
            return error("expected ',' or '\(Character(Unicode.Scalar(close)))'")
          }
          index += 1
          containers.removeLast()
        }
        if containers.isEmpty { return nil }
      }
    }

    /// An object member's key and its colon.
    private mutating func key() -> Error? {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        return error("expected a key in quotes")
      }
      if let error = string() { return error }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        return error("expected ':' after the key")
      }
      index += 1
      return nil
    }

    private mutating func string() -> Error? {
      let start = index
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return nil
        case UInt8(ascii: "\\"):
          index += 1
          guard index < bytes.count else { break }
          switch bytes[index] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
          case UInt8(ascii: "u"):
            index += 1
            for _ in 0..<4 {
              guard index < bytes.count, Self.isHexDigit(bytes[index]) else {
                return error("expected four hexadecimal digits after '\\u'")
              }
              index += 1
            }
          default:
            return error("unknown escape in a string")
          }
        case 0..<0x20:
          return error("a control character in a string must be escaped")
        default:
          index += 1
        }
      }
      index = start
      return error("unterminated string")
    }

    private mutating func number() -> Error? {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, JSONSyntax.isDigit(bytes[index]) else { return error("expected a digit") }
      if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, JSONSyntax.isDigit(bytes[index]) else {
          return error("expected a digit after '.'")
        }
        skipDigits()
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          index += 1
        }
        guard index < bytes.count, JSONSyntax.isDigit(bytes[index]) else {
          return error("expected a digit in the exponent")
        }
        skipDigits()
      }
      return nil
    }

    private mutating func literal(_ word: String) -> Error? {
      let start = index
      for expected in word.utf8 {
        guard index < bytes.count, bytes[index] == expected else {
          index = start
          return error("expected '\(word)'")
        }
        index += 1
      }
      return nil
    }

    private mutating func skipDigits() {
      while index < bytes.count, JSONSyntax.isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
      {
        index += 1
      }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      JSONSyntax.isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    /// `message` at the current byte.
    private func error(_ message: String) -> Error {
      let place = JSONSyntax.place(of: index, in: bytes)
      return Error(line: place.line, column: place.column, message: message)
    }
  }
}
