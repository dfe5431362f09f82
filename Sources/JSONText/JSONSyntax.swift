/// Where a text stops being JSON (RFC 8259), for a message that says where: Foundation's parser
/// says only "not valid JSON" or a byte offset.
public enum JSONSyntax {
  /// The first syntax error: its 1-based line and column (in bytes) and what was expected.
  public struct Error: Swift.Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// How deeply arrays and objects may nest before the text is refused.
  public static let maximumDepth = 512

  /// The first syntax error of `bytes`, or nil when they are one JSON value (with white space
  /// around it).
  public static func firstError(in bytes: [UInt8]) -> Error? {
    var scanner = Scanner(bytes: bytes)
    return scanner.document()
  }

  // MARK: - Reading bytes

  /// The 1-based line and column (in bytes) of `offset`.
  static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let before = bytes[..<min(offset, bytes.count)]
    let line = before.count { $0 == 0x0A } + 1
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return (line, offset - lineStart + 1)
  }

  /// The offset just after the string that starts at `start` (its opening quote), or the end of
  /// the text when it is not closed.
  static func endOfString(startingAt start: Int, in bytes: [UInt8]) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return bytes.count
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
