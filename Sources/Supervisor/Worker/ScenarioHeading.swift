/// What a run needs of a scenario before its replays: its path, title, tags and the behaviours it
/// covers. A worker started to read the scenario files first (``WorkerProtocol/headingsFirstOption``)
/// reports one per file that parses (``WorkerMessage/heading(_:)``), so that the supervisor, which
/// decides what runs, need not parse the files the workers parse anyway.
public struct ScenarioHeading: Equatable, Sendable {
  /// A behaviour the scenario says it shows, and where its `covers:` line names it (in the
  /// scenario's own file).
  public struct Cover: Equatable, Sendable {
    public var id: String
    public var line: Int
    public var column: Int

    public init(id: String, line: Int, column: Int) {
      self.id = id
      self.line = line
      self.column = column
    }
  }

  /// The scenario file, as the worker was given it (`Scenarios/bmi/always-one-decimal.scenario`).
  public var path: String
  /// The title from the `scenario:` header.
  public var name: String
  /// The `tags:`, in file order.
  public var tags: [String]
  /// The `covers:` ids, in file order.
  public var covers: [Cover]

  public init(path: String, name: String, tags: [String], covers: [Cover]) {
    self.path = path
    self.name = name
    self.tags = tags
    self.covers = covers
  }
}

/// The line of a scenario's heading (`HEADING`), written by hand like a step's record
/// (``StepTraceCoding``), texts escaped the same way:
///
/// ```
/// HEADING <TAB> path <TAB> title <TAB> n <TAB> tag … <TAB> n (<TAB> id <TAB> line <TAB> column) …
/// ```
enum ScenarioHeadingCoding {
  /// Appends the line for `heading` (without a newline) to `output`.
  static func append(_ heading: ScenarioHeading, to output: inout [UInt8]) {
    output.append(contentsOf: WorkerMessage.headingPrefix.utf8)
    StepTraceCoding.appendEscaped(heading.path, to: &output)
    output.append(StepTraceCoding.tab)
    StepTraceCoding.appendEscaped(heading.name, to: &output)
    StepTraceCoding.appendList(heading.tags, to: &output)
    output.append(StepTraceCoding.tab)
    StepTraceCoding.appendInteger(heading.covers.count, to: &output)
    for cover in heading.covers {
      output.append(StepTraceCoding.tab)
      StepTraceCoding.appendEscaped(cover.id, to: &output)
      output.append(StepTraceCoding.tab)
      StepTraceCoding.appendInteger(cover.line, to: &output)
      output.append(StepTraceCoding.tab)
      StepTraceCoding.appendInteger(cover.column, to: &output)
    }
  }

  /// The heading in `line` (which starts with the prefix); nil when a field is missing, malformed
  /// or left over.
  static func decode(_ line: Substring) -> ScenarioHeading? {
    var line = line
    return line.withUTF8 { bytes in
      var cursor = StepTraceCoding.FieldCursor(bytes: bytes, next: WorkerMessage.headingPrefix.utf8.count)
      guard let path = cursor.text(), let name = cursor.text(), let tags = cursor.list(),
        let count = cursor.count()
      else { return nil }
      var covers: [ScenarioHeading.Cover] = []
      for _ in 0..<count {
        guard let id = cursor.text(), let number = cursor.integer(), let column = cursor.integer() else {
          return nil
        }
        covers.append(ScenarioHeading.Cover(id: id, line: number, column: column))
      }
      guard cursor.isAtEnd else { return nil }
      return ScenarioHeading(path: path, name: name, tags: tags, covers: covers)
    }
  }
}
