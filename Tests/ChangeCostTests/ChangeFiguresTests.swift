import CodeMetrics
import Testing

@testable import ChangeCost

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

/// A text that is not Swift is compared by its non-blank lines without whitespace; its lines
/// of ASCII are read as bytes, and give what reading their characters gives.
@Suite struct ChangeFiguresPlainLinesTests {
  @Test(arguments: [
    "", "\n", "launch\n", "  tap  \"Buy\"\n\n\tsee screen\n", "a\u{0B}b\u{0C}c\n \n", "no final line break",
    "a\r\nb\r\n", "caf\u{E9} \u{2192} x\n", "a\u{85}b\n", "x\u{2028}y\n", "a \u{301}b\n\u{301}\n",
    "\u{3000}\n \u{A0}a\n",
  ])
  func textIsReadIntoTheLinesItsCharactersGive(text: String) {
    #expect(ChangeFigures.plainLines(of: text) == ChangeFigures.characterLines(of: text))
    #expect(
      ChangeFigures.lines(of: text, path: "Scenarios/a.scenario") == ChangeFigures.characterLines(of: text))
  }

  @Test(arguments: 0..<20)
  func randomTextsGiveTheLinesOfTheirCharacters(seed: Int) {
    var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
    let alphabet: [String] = [
      " ", "\t", "\n", "\u{0B}", "\u{0C}", "a", "b", "\"", "#", "/", "\u{301}", "\u{E9}", "\u{A0}",
    ]
    var text = ""
    for _ in 0..<200 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      text += alphabet[Int(state >> 33) % alphabet.count]
    }
    #expect(ChangeFigures.plainLines(of: text) == ChangeFigures.characterLines(of: text))
  }
}
