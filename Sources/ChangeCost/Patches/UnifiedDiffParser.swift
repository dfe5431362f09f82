/// Reads a unified diff as `git diff` (or `diff -u`) writes it into ``FilePatch``es: git's
/// extended headers (new, deleted and renamed files, modes, index lines), `---`/`+++` file
/// headers with or without `a/` and `b/`, hunks and `\ No newline at end of file`. Text before
/// the first file and between files (a commit message, a signature) is ignored; a malformed file
/// header or hunk is an error that says where.
public enum UnifiedDiffParser {
  /// The file patches in `text`, read from the patch at `path` (used in messages only).
  public static func parse(_ text: String, path: String) throws(PatchSyntaxError) -> [FilePatch] {
    var reader = Reader(lines: lines(of: text), path: path)
    return try reader.readAll()
  }

  /// `text`'s lines without their line breaks (a last line break ends the last line).
  static func lines(of text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A path from a `---`/`+++` or `rename` line: without a trailing tab and timestamp, without
  /// `a/` or `b/`; nil for `/dev/null`.
  static func filePath(_ field: Substring) -> String? {
    let path = field.prefix { $0 != "\t" }
    if path == "/dev/null" { return nil }
    if path.hasPrefix("a/") || path.hasPrefix("b/") { return String(path.dropFirst(2)) }
    return String(path)
  }
}

// MARK: - Reading

extension UnifiedDiffParser {
  /// What a file's headers said so far.
  struct PendingFile {
    var line: Int
    var oldPath: String?
    var newPath: String?
    var isCreated = false
    var isDeleted = false
    var isRenamed = false
    var hunks: [Hunk] = []

    var patch: FilePatch? {
      guard !hunks.isEmpty || isCreated || isDeleted || isRenamed else { return nil }
      return FilePatch(
        oldPath: isCreated ? nil : oldPath, newPath: isDeleted ? nil : newPath, hunks: hunks, line: line)
    }
  }

  struct Reader {
    let lines: [Substring]
    let path: String
    var index = 0
    var files: [FilePatch] = []
    var pending: PendingFile?

    init(lines: [Substring], path: String) {
      self.lines = lines
      self.path = path
    }

    func error(_ message: String, line: Int? = nil, column: Int = 1) -> PatchSyntaxError {
      PatchSyntaxError(path: path, line: line ?? index + 1, column: column, message: message)
    }

    mutating func finishFile() {
      if let patch = pending?.patch { files.append(patch) }
      pending = nil
    }

    mutating func readAll() throws(PatchSyntaxError) -> [FilePatch] {
      while index < lines.count {
        let line = lines[index]
        if line.hasPrefix("diff --git ") {
          finishFile()
          pending = PendingFile(line: index + 1)
          let paths = line.dropFirst("diff --git ".count)
          if let split = paths.range(of: " b/", options: .backwards) {
            pending?.oldPath = UnifiedDiffParser.filePath(paths[..<split.lowerBound])
            pending?.newPath = UnifiedDiffParser.filePath(paths[paths.index(after: split.lowerBound)...])
          }
          index += 1
        } else if line.hasPrefix("--- "),
          index + 1 < lines.count && lines[index + 1].hasPrefix("+++ ") || pending?.hunks.isEmpty == true
        {
          try readFileHeader()
        } else if line.hasPrefix("@@") {
          guard pending != nil else {
            throw error("a hunk before any file header (`--- a/path` and `+++ b/path`)")
          }
          let hunk = try readHunk()
          pending?.hunks.append(hunk)
        } else if pending != nil, pending!.hunks.isEmpty, try readExtendedHeader(line) {
          index += 1
        } else {
          index += 1
        }
      }
      finishFile()
      return files
    }

    /// A git extended header line of the pending file; false when `line` is not one.
    mutating func readExtendedHeader(_ line: Substring) throws(PatchSyntaxError) -> Bool {
      func rest(_ prefix: String) -> Substring? {
        line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : nil
      }
      if rest("new file mode ") != nil {
        pending?.isCreated = true
      } else if rest("deleted file mode ") != nil {
        pending?.isDeleted = true
      } else if let from = rest("rename from ") {
        pending?.oldPath = UnifiedDiffParser.filePath(from)
        pending?.isRenamed = true
      } else if let to = rest("rename to ") {
        pending?.newPath = UnifiedDiffParser.filePath(to)
        pending?.isRenamed = true
      } else if line.hasPrefix("copy from ") || line.hasPrefix("copy to ") {
        throw error("a copied file is not supported: write it as a new file")
      } else if line.hasPrefix("Binary files ") || line.hasPrefix("GIT binary patch") {
        throw error("a binary change is not supported: change-request patches change text files only")
      } else {
        return ["index ", "old mode ", "new mode ", "similarity index ", "dissimilarity index "].contains {
          line.hasPrefix($0)
        }
      }
      return true
    }

    /// `--- old` then `+++ new`.
    mutating func readFileHeader() throws(PatchSyntaxError) {
      let old = lines[index].dropFirst(4)
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
        throw error("a `--- ` file header must be followed by a `+++ ` line", line: index + 2)
      }
      let new = lines[index + 1].dropFirst(4)
      if pending == nil || !pending!.hunks.isEmpty { finishFile() }
      var file = pending ?? PendingFile(line: index + 1)
      file.oldPath = UnifiedDiffParser.filePath(old)
      file.newPath = UnifiedDiffParser.filePath(new)
      if file.oldPath == nil { file.isCreated = true }
      if file.newPath == nil { file.isDeleted = true }
      pending = file
      index += 2
    }
  }
}
