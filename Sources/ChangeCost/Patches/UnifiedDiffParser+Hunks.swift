// MARK: - Hunks

extension UnifiedDiffParser.Reader {
  /// `@@ -oldStart[,oldCount] +newStart[,newCount] @@` and the lines its counts promise.
  mutating func readHunk() throws(PatchSyntaxError) -> Hunk {
    let headerLine = index + 1
    guard let (oldStart, oldCount, newCount) = Self.hunkHeader(lines[index]) else {
      throw error("expected a hunk header like `@@ -12,7 +12,8 @@`, found '\(lines[index].prefix(60))'")
    }
    var hunk = Hunk(oldStart: oldStart, lines: [], line: headerLine)
    var oldLeft = oldCount
    var newLeft = newCount
    index += 1
    while oldLeft > 0 || newLeft > 0 {
      guard index < lines.count else {
        throw error(
          "the hunk ends early: its header promises \(oldLeft) more old and \(newLeft) more new line(s)",
          line: headerLine)
      }
      let line = lines[index]
      let text = String(line.dropFirst())
      switch line.first {
      case " ", nil:
        hunk.lines.append(.context(text))
        oldLeft -= 1
        newLeft -= 1
      case "-":
        hunk.lines.append(.removed(text))
        oldLeft -= 1
      case "+":
        hunk.lines.append(.added(text))
        newLeft -= 1
      case "\\":
        markMissingNewline(in: &hunk)
      case let other?:
        throw error("a hunk line must start with ' ', '-', '+' or '\\', found '\(other)'")
      }
      if oldLeft < 0 || newLeft < 0 {
        throw error("the hunk has more lines than its header (line \(headerLine)) counts")
      }
      index += 1
    }
    if index < lines.count, lines[index].hasPrefix("\\") {
      markMissingNewline(in: &hunk)
      index += 1
    }
    return hunk
  }

  /// `\ No newline at end of file`: the line before it ends its side of the file.
  func markMissingNewline(in hunk: inout Hunk) {
    switch hunk.lines.last {
    case .removed: hunk.oldEndsWithoutNewline = true
    case .added: hunk.newEndsWithoutNewline = true
    case .context:
      hunk.oldEndsWithoutNewline = true
      hunk.newEndsWithoutNewline = true
    case nil: break
    }
  }

  /// The old start and the two counts of a hunk header (a missing count is 1).
  static func hunkHeader(_ line: Substring) -> (oldStart: Int, oldCount: Int, newCount: Int)? {
    let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
    guard fields.count >= 3, fields[0] == "@@", fields[1].hasPrefix("-"), fields[2].hasPrefix("+"),
      fields.count == 3 ? false : fields[3].hasPrefix("@@")
    else { return nil }
    func range(_ field: Substring) -> (Int, Int)? {
      let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= 2, let start = Int(parts[0]), start >= 0 else { return nil }
      guard parts.count == 2 else { return (start, 1) }
      guard let count = Int(parts[1]), count >= 0 else { return nil }
      return (start, count)
    }
    guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
    return (old.0, old.1, new.1)
  }
}
