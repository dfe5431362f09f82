import ChangeCost

/// Patches and trees the change-cost tests share: `gitDiff` is what `git diff --cached -M`
/// wrote for `before` → `after` (a new file, a deleted one, a changed one and a renamed one).
enum PatchFixtures {
  static let before: [String: String] = [
    "Sources/A/A.swift": "struct A {\n  let x = 1\n  let y = 2\n}\n",
    "Old.txt": "old\nfile\n",
    "Sources/A/Moved.swift": "enum M {\n  case a\n  case b\n  case c\n  case d\n}\n",
  ]

  static let after: [String: String] = [
    "Sources/A/A.swift": "struct A {\n  let x = 1\n  let y = 3\n  let z = 4\n}\n",
    "New.txt": "new\n",
    "Sources/A/Renamed.swift": "enum M {\n  case a\n  case b\n  case c\n  case e\n}\n",
  ]

  static let gitDiff = """
    From 3e1c Mon Sep 17 00:00:00 2001
    Subject: [PATCH] a commit message is not part of any file

    diff --git a/New.txt b/New.txt
    new file mode 100644
    index 0000000..3e75765
    --- /dev/null
    +++ b/New.txt
    @@ -0,0 +1 @@
    +new
    diff --git a/Old.txt b/Old.txt
    deleted file mode 100644
    index f8007f6..0000000
    --- a/Old.txt
    +++ /dev/null
    @@ -1,2 +0,0 @@
    -old
    -file
    diff --git a/Sources/A/A.swift b/Sources/A/A.swift
    index 25bc799..30d1a26 100644
    --- a/Sources/A/A.swift
    +++ b/Sources/A/A.swift
    @@ -1,4 +1,5 @@
     struct A {
       let x = 1
    -  let y = 2
    +  let y = 3
    +  let z = 4
     }
    diff --git a/Sources/A/Moved.swift b/Sources/A/Renamed.swift
    similarity index 80%
    rename from Sources/A/Moved.swift
    rename to Sources/A/Renamed.swift
    index 731f38f..2da85a0 100644
    --- a/Sources/A/Moved.swift
    +++ b/Sources/A/Renamed.swift
    @@ -2,5 +2,5 @@ enum M {
       case a
       case b
       case c
    -  case d
    +  case e
     }
    -- 
    2.43.0

    """

  /// `tree` with `changes` written into it.
  static func applying(_ changes: [FileChange], to tree: [String: String]) -> [String: String] {
    var tree = tree
    for change in changes {
      if let old = change.oldPath { tree[old] = nil }
      if let new = change.newPath { tree[new] = change.after }
    }
    return tree
  }
}
