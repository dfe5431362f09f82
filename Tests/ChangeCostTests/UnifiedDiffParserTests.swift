import ChangeCost
import Testing

/// A unified diff as git writes it is read file by file; a malformed one is refused with where.
@Suite struct UnifiedDiffParserTests {
  @Test func gitDiffIsReadAsNewDeletedChangedAndRenamedFiles() throws {
    let files = try UnifiedDiffParser.parse(PatchFixtures.gitDiff, path: "p.patch")
    #expect(files.map(\.oldPath) == [nil, "Old.txt", "Sources/A/A.swift", "Sources/A/Moved.swift"])
    #expect(files.map(\.newPath) == ["New.txt", nil, "Sources/A/A.swift", "Sources/A/Renamed.swift"])
    #expect(files.map(\.hunks.count) == [1, 1, 1, 1])
    #expect(files[2].hunks[0].oldLines == ["struct A {", "  let x = 1", "  let y = 2", "}"])
    #expect(files[2].hunks[0].newLines == ["struct A {", "  let x = 1", "  let y = 3", "  let z = 4", "}"])
    #expect(files[3].hunks[0].oldStart == 2)
  }

  @Test func aPureRenameHasNoHunksAndIsStillAFile() throws {
    let text = """
      diff --git a/X.swift b/Y.swift
      similarity index 100%
      rename from X.swift
      rename to Y.swift

      """
    let files = try UnifiedDiffParser.parse(text, path: "p.patch")
    #expect(files == [FilePatch(oldPath: "X.swift", newPath: "Y.swift", hunks: [], line: 1)])
  }

  @Test func plainDiffUWithTimestampsIsRead() throws {
    let text =
      "--- Sources/X.swift\t2026-11-26 10:00:00\n+++ Sources/X.swift\t2026-11-26 10:01:00\n@@ -1 +1 @@\n-a\n+b\n"
    let files = try UnifiedDiffParser.parse(text, path: "p.patch")
    #expect(files.map(\.path) == ["Sources/X.swift"])
    #expect(files[0].hunks[0].lines == [.removed("a"), .added("b")])
  }

  @Test func noNewlineAtEndOfFileIsKeptPerSide() throws {
    let text = "--- a/X\n+++ b/X\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n"
    let hunk = try #require(try UnifiedDiffParser.parse(text, path: "p.patch").first?.hunks.first)
    #expect(hunk.oldEndsWithoutNewline)
    #expect(!hunk.newEndsWithoutNewline)
  }

  @Test(
    arguments: [
      (
        "--- a/X\n+++ b/X\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n",
        "p.patch:3:1: error: the hunk ends early: its header promises 1 more old and 1 more new line(s)"
      ),
      (
        "--- a/X\n+++ b/X\n@@ -1 +1 @@\n*a\n",
        "p.patch:4:1: error: a hunk line must start with ' ', '-', '+' or '\\', found '*'"
      ),
      (
        "@@ -1 +1 @@\n-a\n+b\n",
        "p.patch:1:1: error: a hunk before any file header (`--- a/path` and `+++ b/path`)"
      ),
      (
        "--- a/X\n+++ b/X\n@@ one two @@\n",
        "p.patch:3:1: error: expected a hunk header like `@@ -12,7 +12,8 @@`, found '@@ one two @@'"
      ),
      (
        "diff --git a/X b/X\n--- a/X\nnot a header\n",
        "p.patch:3:1: error: a `--- ` file header must be followed by a `+++ ` line"
      ),
      (
        "diff --git a/X.png b/X.png\nBinary files a/X.png and b/X.png differ\n",
        "p.patch:2:1: error: a binary change is not supported: change-request patches change text files only"
      ),
    ])
  func aMalformedPatchIsRefusedSayingWhereAndWhat(text: String, message: String) {
    #expect(throws: PatchSyntaxError.self) { try UnifiedDiffParser.parse(text, path: "p.patch") }
    do {
      _ = try UnifiedDiffParser.parse(text, path: "p.patch")
    } catch {
      #expect(error.description == message)
    }
  }
}
