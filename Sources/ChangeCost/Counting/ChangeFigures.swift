import CodeMetrics

/// What one set of file changes cost, counted by the cost table's rule: code lines only (no
/// blank or comment-only lines), compared line by line without whitespace, so a changed line is
/// one removed plus one added and re-indenting or editing a comment costs nothing; a renamed
/// file counts only the lines that differ (a move, not an add plus a remove).
public struct ChangeFigures: Codable, Equatable, Sendable {
  /// App code lines added and removed (test lines not included).
  public var linesAdded = 0
  public var linesRemoved = 0
  /// Lines added and removed in tests.
  public var testLinesAdded = 0
  public var testLinesRemoved = 0
  /// App code lines added plus removed, by role (roles with none left out), in role order.
  public var roles: [RoleChange] = []
  /// Existing files changed (or renamed), files added and files deleted; tests included.
  public var filesChanged = 0
  public var filesAdded = 0
  public var filesDeleted = 0
  /// Types and protocols declared after the change minus before (app code).
  public var typesAdded = 0
  public var protocolsAdded = 0

  public init() {}

  /// App code lines changed: added plus removed.
  public var linesChanged: Int { linesAdded + linesRemoved }
  /// Test lines changed: added plus removed.
  public var testLinesChanged: Int { testLinesAdded + testLinesRemoved }
}

/// App code lines changed in one role.
public struct RoleChange: Codable, Equatable, Sendable {
  public var role: CodeRole
  public var linesChanged: Int

  public init(role: CodeRole, linesChanged: Int) {
    self.role = role
    self.linesChanged = linesChanged
  }
}

// MARK: - Measuring

extension ChangeFigures {
  /// The figures of `changes`: `isTest` says which paths are test code, `role` gives an app
  /// file's role from its path (the path after the change, or before it for a deletion).
  public static func measure(
    _ changes: [FileChange], isTest: (String) -> Bool, role: (String) -> CodeRole
  ) -> ChangeFigures {
    var figures = ChangeFigures()
    var byRole: [CodeRole: Int] = [:]
    for change in changes {
      guard let path = change.newPath ?? change.oldPath else { continue }
      let before = change.before.map { lines(of: $0, path: change.oldPath ?? path) } ?? []
      let after = change.after.map { lines(of: $0, path: path) } ?? []
      let (removed, added) = LineDiff.count(before: before, after: after)
      switch (change.before, change.after) {
      case (nil, _?): figures.filesAdded += 1
      case (_?, nil): figures.filesDeleted += 1
      default: if removed + added > 0 || change.oldPath != change.newPath { figures.filesChanged += 1 }
      }
      if isTest(path) {
        figures.testLinesAdded += added
        figures.testLinesRemoved += removed
        continue
      }
      figures.linesAdded += added
      figures.linesRemoved += removed
      if removed + added > 0 { byRole[role(path), default: 0] += removed + added }
      let scanBefore = change.before.map(SourceScanner.scan)
      let scanAfter = change.after.map(SourceScanner.scan)
      figures.typesAdded += (scanAfter?.types ?? 0) - (scanBefore?.types ?? 0)
      figures.protocolsAdded += (scanAfter?.protocols ?? 0) - (scanBefore?.protocols ?? 0)
    }
    figures.roles = CodeRole.allCases.compactMap { role in
      byRole[role].map { RoleChange(role: role, linesChanged: $0) }
    }
    return figures
  }

  /// The lines compared: a Swift file's code lines (``SourceScanner/codeLines(of:)``), any
  /// other file's non-blank lines without whitespace.
  static func lines(of text: String, path: String) -> [String] {
    if path.hasSuffix(".swift") { return SourceScanner.codeLines(of: text) }
    return plainLines(of: text)
  }

  /// `text`'s non-blank lines without whitespace (characters whose first scalar is whitespace).
  /// A line of ASCII is read as bytes, each of its characters being one byte; a line feed is a
  /// character of its own but after a carriage return, so a text without carriage returns is
  /// split at its line feeds' bytes, and only a text with them is read all by characters.
  static func plainLines(of text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      guard !bytes.contains(0x0D) else { return characterLines(of: String(decoding: bytes, as: UTF8.self)) }
      return bytes.split(separator: 0x0A).compactMap { line -> String? in
        let kept =
          line.allSatisfy { $0 < 0x80 }
          ? String(decoding: line.filter { $0 != 0x20 && ($0 < 0x09 || $0 > 0x0D) }, as: UTF8.self)
          : String(decoding: line, as: UTF8.self).filter { !$0.isWhitespace }
        return kept.isEmpty ? nil : kept
      }
    }
  }

  /// `text`'s non-blank lines without whitespace, read character by character.
  static func characterLines(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let kept = line.filter { !$0.isWhitespace }
      return kept.isEmpty ? nil : kept
    }
  }
}
