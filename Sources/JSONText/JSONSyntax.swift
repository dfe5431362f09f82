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
}
