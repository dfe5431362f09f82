/// One file's part of a unified diff (as `git diff` writes it): which file it changes, creates,
/// deletes or renames, and its hunks.
public struct FilePatch: Equatable, Sendable {
  /// The file before the change (repository-relative), or nil when the patch creates it.
  public var oldPath: String?
  /// The file after the change, or nil when the patch deletes it.
  public var newPath: String?
  /// The hunks, in file order.
  public var hunks: [Hunk]
  /// The line of the patch where this file's part starts (1-based), for messages.
  public var line: Int

  public init(oldPath: String?, newPath: String?, hunks: [Hunk], line: Int) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = hunks
    self.line = line
  }

  /// The path the patch is about: the new one, or the old one for a deletion.
  public var path: String { newPath ?? oldPath ?? "" }
}

/// One `@@ -a,b +c,d @@` block: lines the file had and lines it gets instead.
public struct Hunk: Equatable, Sendable {
  /// One line of a hunk: kept, removed or added, without its leading marker.
  public enum Line: Equatable, Sendable {
    case context(String)
    case removed(String)
    case added(String)
  }

  /// The first line the hunk covers in the old file (1-based; 0 when the old side is empty).
  public var oldStart: Int
  /// The hunk's lines in order.
  public var lines: [Line]
  /// The old side's last line has no line break after it (`\ No newline at end of file`).
  public var oldEndsWithoutNewline = false
  /// The new side's last line has no line break after it.
  public var newEndsWithoutNewline = false
  /// The line of the patch where the hunk's header is (1-based), for messages.
  public var line: Int

  public init(oldStart: Int, lines: [Line], line: Int) {
    self.oldStart = oldStart
    self.lines = lines
    self.line = line
  }

  /// The lines the old file must have where the hunk applies: context and removed lines.
  public var oldLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .removed(let text): text
      case .added: nil
      }
    }
  }

  /// The lines the new file has there instead: context and added lines.
  public var newLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .added(let text): text
      case .removed: nil
      }
    }
  }
}

/// A patch that could not be read, with where: `path:line:column: error: message`.
public struct PatchSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(path: String, line: Int, column: Int = 1, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
