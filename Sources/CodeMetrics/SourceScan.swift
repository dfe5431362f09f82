/// What ``SourceScanner`` found in one Swift source file.
public struct SourceScan: Codable, Equatable, Sendable {
  /// Lines with something besides whitespace and comments.
  public var codeLines: Int
  /// `class`, `struct`, `enum` and `actor` declarations.
  public var types: Int
  /// `protocol` declarations.
  public var protocols: Int

  public init(codeLines: Int, types: Int, protocols: Int) {
    self.codeLines = codeLines
    self.types = types
    self.protocols = protocols
  }
}
