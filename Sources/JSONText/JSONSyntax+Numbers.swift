extension JSONSyntax {
  /// A number as it is written in a JSON text: where it is, and its path from the top.
  public struct Number: Equatable, Sendable {
    /// The 1-based line and column (in bytes) of its first character.
    public var line: Int
    public var column: Int
    /// `$.traces[3].steps[2]`: the members and positions that lead to it (a key as written).
    public var path: String
    /// The number as written, such as `1.5e400`.
    public var text: String

    public init(line: Int, column: Int, path: String, text: String) {
      self.line = line
      self.column = column
      self.path = path
      self.text = text
    }
  }

  /// The first number of `bytes`, in the order written, that `refuses` refuses (given its path and
  /// its text): what a message names when Foundation's decoder found a number that does not fit
  /// its type and said only that the data is not valid JSON. Meant for text that
  /// ``firstError(in:)`` accepts; any other text is read as far as it goes, without a crash.
  public static func firstNumber(
    in bytes: [UInt8], refusedBy refuses: (_ path: String, _ text: String) -> Bool
  ) -> Number? {
    firstRefusedNumber(in: bytes) { path, number in refuses(path(), String(decoding: number, as: UTF8.self)) }
  }

  /// The first number of `bytes` that `refuses` refuses, given its bytes and a way to its path:
  /// for a check of every number of a large text, which looks at the bytes first and has the path
  /// made (from the keys' bytes) only for a number it needs it for.
  public static func firstRefusedNumber(
    in bytes: [UInt8], refusing refuses: (_ path: () -> String, _ number: ArraySlice<UInt8>) -> Bool
  ) -> Number? {
    var path: [PathStep] = []
    var expectsKey = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        path.append(.member(0..<0))
        expectsKey = true
        index += 1
      case UInt8(ascii: "["):
        path.append(.element(0))
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = path.popLast()
        expectsKey = false
        index += 1
      case UInt8(ascii: ","):
        if case .element(let position) = path.last {
          path[path.count - 1] = .element(position + 1)
        } else if !path.isEmpty {
          expectsKey = true
        }
        index += 1
      case UInt8(ascii: "\""):
        let end = endOfString(startingAt: index, in: bytes)
        if expectsKey, case .member = path.last {
          path[path.count - 1] = .member((index + 1)..<max(index + 1, end - 1))
          expectsKey = false
        }
        index = end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = index + 1
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        if refuses({ Self.text(of: path, in: bytes) }, bytes[index..<end]) {
          let place = place(of: index, in: bytes)
          return Number(
            line: place.line, column: place.column, path: Self.text(of: path, in: bytes),
            text: String(decoding: bytes[index..<end], as: UTF8.self))
        }
        index = end
      default:
        index += 1
      }
    }
    return nil
  }

  /// One step of a path: an object's member (its key's bytes, without the quotes) or an array's
  /// element.
  private enum PathStep {
    case member(Range<Int>)
    case element(Int)
  }

  private static func text(of path: [PathStep], in bytes: [UInt8]) -> String {
    path.reduce(into: "$") { text, step in
      switch step {
      case .member(let key): text += "." + String(decoding: bytes[key], as: UTF8.self)
      case .element(let position): text += "[\(position)]"
      }
    }
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
