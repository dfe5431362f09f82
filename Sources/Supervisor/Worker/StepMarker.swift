/// Where a replay is: the step that started last, as the scenario file places it.
public struct StepMarker: Equatable, Sendable {
  /// The step's position in the scenario, from 0.
  public var index: Int
  /// The scenario file as diagnostics name it.
  public var file: String
  public var line: Int
  public var column: Int
  /// The step as written (`tap detail.buy`).
  public var source: String

  public init(index: Int, file: String, line: Int, column: Int, source: String) {
    self.index = index
    self.file = file
    self.line = line
    self.column = column
    self.source = source
  }

  /// The source of the marker of a tear-down, which is located at the last step that ran.
  public static let tearDownSource = "(tear-down)"

  /// The marker of the tear-down after the step `last`: located at that step, which is the last
  /// that ran.
  public static func tearDown(after last: StepMarker) -> StepMarker {
    StepMarker(
      index: last.index + 1, file: last.file, line: last.line, column: last.column, source: tearDownSource)
  }

  /// `file:line:column`, as compiler diagnostics start.
  public var location: String { "\(file):\(line):\(column)" }
}
