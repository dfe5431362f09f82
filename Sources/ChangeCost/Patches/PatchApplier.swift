/// A file as a patch left it: its path and text before and after (nil where it did not or does
/// no longer exist). A rename has both paths.
public struct FileChange: Equatable, Sendable {
  public var oldPath: String?
  public var newPath: String?
  public var before: String?
  public var after: String?

  public init(oldPath: String?, newPath: String?, before: String?, after: String?) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.before = before
    self.after = after
  }
}

/// A patch that does not apply to the tree it was given, with where in the patch and why.
public struct PatchApplyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The patch file, as shown in messages.
  public var patchPath: String
  /// The line of the patch (the file's header or the hunk's).
  public var line: Int
  public var message: String

  public var description: String { "\(patchPath):\(line):1: error: \(message)" }
}

/// Applies ``FilePatch``es to files it reads through a closure, as `git apply` would without
/// fuzz: every hunk's context and removed lines must be found exactly, at the line its header
/// names or shifted by other changes (the nearest place wins), in order and without overlap.
/// Nothing is written: the caller gets each file's text before and after.
public enum PatchApplier {
  /// The changes `patches` (read from `patchPath`) make to the files `read` returns (by
  /// repository-relative path; nil when there is no such file).
  public static func apply(
    _ patches: [FilePatch], patchPath: String, reading read: (String) -> String?
  ) throws(PatchApplyError) -> [FileChange] {
    var changes: [FileChange] = []
    for file in patches {
      func failure(_ message: String, line: Int? = nil) -> PatchApplyError {
        PatchApplyError(patchPath: patchPath, line: line ?? file.line, message: message)
      }
      let before = file.oldPath.flatMap(read)
      if let old = file.oldPath, before == nil {
        throw failure("the patch changes '\(old)', which does not exist")
      }
      if let new = file.newPath, new != file.oldPath, read(new) != nil {
        throw failure("the patch creates '\(new)', which already exists")
      }
      var text = TextLines(before ?? "")
      for (number, hunk) in file.hunks.enumerated() {
        guard text.apply(hunk) else {
          let first = hunk.oldLines.first.map { " (its first line: '\($0.prefix(60))')" } ?? ""
          throw failure(
            "hunk \(number + 1) of '\(file.path)' does not apply: the lines it changes were not found near line \(hunk.oldStart)\(first)",
            line: hunk.line)
        }
      }
      if file.newPath == nil, !text.lines.isEmpty {
        throw failure("the patch deletes '\(file.path)', but the file has lines the patch does not remove")
      }
      changes.append(
        FileChange(
          oldPath: file.oldPath, newPath: file.newPath, before: before,
          after: file.newPath == nil ? nil : text.text))
    }
    return changes
  }
}

/// A file's text as lines, changed hunk by hunk.
struct TextLines {
  var lines: [Substring]
  var endsWithNewline: Bool
  /// How far the lines after the last hunk have moved from their old numbers.
  private var shift = 0
  /// The first line a later hunk may touch.
  private var floor = 0

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    endsWithNewline = text.isEmpty || text.hasSuffix("\n")
    if endsWithNewline { lines.removeLast() }
    self.lines = lines
  }

  var text: String {
    lines.isEmpty ? "" : lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }

  /// Replaces the hunk's old lines with its new ones; false when they are not found.
  mutating func apply(_ hunk: Hunk) -> Bool {
    let old = hunk.oldLines
    let wanted = (old.isEmpty ? hunk.oldStart : hunk.oldStart - 1) + shift
    let last = lines.count - old.count
    guard last >= floor else { return false }
    let candidates = (0...max(lines.count, 1)).lazy.flatMap { distance in
      distance == 0 ? [wanted] : [wanted - distance, wanted + distance]
    }
    guard
      let start = candidates.first(where: { start in
        start >= floor && start <= last
          && zip(lines[start..<(start + old.count)], old).allSatisfy { $0 == $1 }
      })
    else { return false }
    let new = hunk.newLines.map { Substring($0) }
    lines.replaceSubrange(start..<(start + old.count), with: new)
    shift += new.count - old.count + (start - wanted)
    floor = start + new.count
    if hunk.newEndsWithoutNewline {
      endsWithNewline = false
    } else if hunk.oldEndsWithoutNewline {
      endsWithNewline = true
    }
    return true
  }
}
