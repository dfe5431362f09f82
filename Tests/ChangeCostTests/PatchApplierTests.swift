import ChangeCost
import Testing

/// A patch applies as `git apply` would without fuzz, or says which hunk of which file did not.
@Suite struct PatchApplierTests {
  func apply(_ patch: String, to tree: [String: String]) throws -> [String: String] {
    let files = try UnifiedDiffParser.parse(patch, path: "p.patch")
    let changes = try PatchApplier.apply(files, patchPath: "p.patch", reading: { tree[$0] })
    return PatchFixtures.applying(changes, to: tree)
  }

  @Test func gitsOwnDiffTurnsTheTreeBeforeIntoTheTreeAfter() throws {
    #expect(try apply(PatchFixtures.gitDiff, to: PatchFixtures.before) == PatchFixtures.after)
  }

  @Test func aHunkAppliesWhereEarlierEditsMovedItsLines() throws {
    let tree = ["X": "0\n1\n2\n3\n4\n5\n"]
    // The hunk's header says line 3; three lines were added above it since the patch was written.
    let moved = ["X": "a\nb\nc\n0\n1\n2\n3\n4\n5\n"]
    let patch = "--- a/X\n+++ b/X\n@@ -3,2 +3,2 @@\n 2\n-3\n+three\n"
    #expect(try apply(patch, to: tree) == ["X": "0\n1\n2\nthree\n4\n5\n"])
    #expect(try apply(patch, to: moved) == ["X": "a\nb\nc\n0\n1\n2\nthree\n4\n5\n"])
  }

  @Test func aMissingLineBreakAtTheEndIsAddedOrRemovedAsThePatchSays() throws {
    let adds = "--- a/X\n+++ b/X\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n"
    #expect(try apply(adds, to: ["X": "a"]) == ["X": "a\n"])
    let removes = "--- a/X\n+++ b/X\n@@ -1 +1 @@\n-a\n+a\n\\ No newline at end of file\n"
    #expect(try apply(removes, to: ["X": "a\n"]) == ["X": "a"])
  }

  @Test(
    arguments: [
      (
        "--- a/X\n+++ b/X\n@@ -2,2 +2,2 @@\n 1\n-2\n+two\n",
        ["X": "0\n1\n3\n"],
        "p.patch:3:1: error: hunk 1 of 'X' does not apply: the lines it changes were not found near line 2 (its first line: '1')"
      ),
      (
        "--- a/Y\n+++ b/Y\n@@ -1 +1 @@\n-a\n+b\n", ["X": "a\n"],
        "p.patch:1:1: error: the patch changes 'Y', which does not exist"
      ),
      (
        "--- /dev/null\n+++ b/X\n@@ -0,0 +1 @@\n+a\n", ["X": "a\n"],
        "p.patch:1:1: error: the patch creates 'X', which already exists"
      ),
      (
        "--- a/X\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n",
        ["X": "a\nb\n"],
        "p.patch:1:1: error: the patch deletes 'X', but the file has lines the patch does not remove"
      ),
    ])
  func aPatchThatDoesNotFitIsRefusedNamingTheFileAndHunk(
    patch: String, tree: [String: String], message: String
  ) {
    do {
      _ = try apply(patch, to: tree)
      Issue.record("applied")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test func hunksApplyInOrderAndNeverOverlap() throws {
    // Both hunks change a line "x"; the second must find the second one, not the first again.
    let patch = "--- a/X\n+++ b/X\n@@ -1 +1 @@\n-x\n+y\n@@ -3 +3 @@\n-x\n+z\n"
    #expect(try apply(patch, to: ["X": "x\nm\nx\n"]) == ["X": "y\nm\nz\n"])
  }
}
