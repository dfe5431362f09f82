/// A place in a scenario file: the file's path as the parser was given it, and a 1-based line and
/// column. Columns count characters (grapheme clusters), so `♥` is one column.
public struct ScenarioLocation: Hashable, Sendable, CustomStringConvertible {
  /// The path of the scenario file, as passed to the parser.
  public let file: String
  /// The line, starting at 1.
  public let line: Int
  /// The column, starting at 1.
  public let column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the way compilers name a place.
  public var description: String { "\(file):\(line):\(column)" }
}
