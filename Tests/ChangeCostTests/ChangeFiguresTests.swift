import ChangeCost
import CodeMetrics
import Testing

/// A change is counted by the cost table's rule: code lines, compared without whitespace.
@Suite struct ChangeFiguresTests {
  func figures(
    _ before: String?, _ after: String?, path: String = "Sources/App/X/ThingViewModel.swift"
  )
    -> ChangeFigures
  {
    ChangeFigures.measure(
      [
        FileChange(
          oldPath: before == nil ? nil : path, newPath: after == nil ? nil : path, before: before,
          after: after)
      ],
      isTest: { $0.hasPrefix("Tests/") }, role: { RoleClassifier.role(forRelativePath: $0) })
  }

  @Test func aChangedLineIsOneRemovedPlusOneAdded() {
    let counted = figures("let a = 1\nlet b = 2\n", "let a = 1\nlet b = 3\n")
    #expect(counted.linesRemoved == 1)
    #expect(counted.linesAdded == 1)
    #expect(counted.linesChanged == 2)
    #expect(counted.roles == [RoleChange(role: .viewModel, linesChanged: 2)])
    #expect(counted.filesChanged == 1)
  }

  @Test func commentsBlankLinesAndIndentationCostNothing() {
    let counted = figures(
      "let a = 1\n// old note\nlet b = 2\n", "  let a = 1 // a note\n\n/* new */\nlet  b = 2\n")
    #expect(counted.linesChanged == 0)
    #expect(counted.roles == [])
    #expect(counted.filesChanged == 0)
  }

  @Test func aChangedStringIsAChangedLine() {
    #expect(figures("label.text = \"Saved\"\n", "label.text = \"Stored\"\n").linesChanged == 2)
  }

  @Test func aRenameCountsOnlyTheLinesThatDiffer() {
    let change = FileChange(
      oldPath: "Sources/App/OldView.swift", newPath: "Sources/App/NewView.swift",
      before: "struct V {\n  let a = 1\n}\n", after: "struct V {\n  let a = 2\n}\n")
    let counted = ChangeFigures.measure([change], isTest: { _ in false }, role: { _ in .view })
    #expect(counted.linesChanged == 2)
    #expect(counted.filesChanged == 1)
    #expect(counted.filesAdded == 0)
  }

  @Test func testLinesAreCountedApartFromAppCode() {
    let counted = figures(nil, "@Test func a() {}\n", path: "Tests/AppTests/ATests.swift")
    #expect(counted.testLinesAdded == 1)
    #expect(counted.linesChanged == 0)
    #expect(counted.filesAdded == 1)
  }

  @Test func addedAndDeletedFilesCountTheirLinesAndTypes() {
    let added = figures(nil, "protocol P {}\nstruct S: P {\n  let a = 1\n}\n")
    #expect(added.linesAdded == 4)
    #expect(added.typesAdded == 1)
    #expect(added.protocolsAdded == 1)
    #expect(added.filesAdded == 1)
    let deleted = figures("struct S {}\n", nil)
    #expect(deleted.linesRemoved == 1)
    #expect(deleted.typesAdded == -1)
    #expect(deleted.filesDeleted == 1)
  }
}
