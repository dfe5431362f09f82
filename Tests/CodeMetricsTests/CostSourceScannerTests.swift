import CodeMetrics
import Testing

@Suite struct CostSourceScannerTests {
  @Test func blankAndCommentLinesAreNotCode() {
    let source = """
      /// A documented type.
      // A plain comment.

      struct A {  // trailing comment: still a code line
        /* a block
           over lines /* nested */
           still a comment */
        var x = 1 /* inline */ + 2
        /** doc block */
      }
      """
    #expect(SourceScanner.codeLineCount(source) == 3)
  }

  @Test func commentMarkersInsideStringsAreCode() {
    let source = """
      let url = "https://example.com" // a comment after code
      let a = "/* not a comment"
      let b = 1
      let c = "*/ neither"
      let d = "escaped \\" quote // still in the string"
      """
    #expect(SourceScanner.codeLineCount(source) == 5)
  }

  @Test func multiLineAndRawStringLinesAreCode() {
    let source = #"""
      let text = """
        // not a comment inside a multi-line string

        /* nor this */
        """
      let raw = #"a "quoted" // raw"#
      let interpolated = "value \(call("x // y")) end" // comment
      """#
    // Lines: `let text`, two non-blank string lines, the closing quotes, `raw`, `interpolated`.
    #expect(SourceScanner.codeLineCount(source) == 6)
  }

  @Test func typeAndProtocolDeclarationsAreCounted() {
    let source = """
      protocol Loading: AnyObject {}
      public final class ProductListViewController: ViewController {
        class func make() -> Self { fatalError() }
        class var name: String { "" }
        enum Section { case main }
        struct Row {}
      }
      actor Cache {}
      indirect enum Tree { case leaf }
      extension ProductListViewController: Loading {}
      let actor = 1
      let kind = AnyObject.self is AnyClass
      let text = "struct NotAType"  // class NotOneEither
      /* protocol Hidden {} */
      let `class` = 2
      """
    let scan = SourceScanner.scan(source)
    #expect(scan.types == 5)
    #expect(scan.protocols == 1)
  }
}

/// The lines a change is judged by: code only, strings as written, no whitespace.
@Suite struct SourceScannerCodeLinesTests {
  @Test func codeLinesKeepStringsAndDropCommentsAndWhitespace() {
    let text = """
      // a comment
      let a = "x // y" /* gone */ + b

      let c = "\\(a) and \\"q\\""
      let d = \"\"\"
        multi
        \"\"\"
      """
    #expect(
      SourceScanner.codeLines(of: text) == [
        "leta=\"x//y\"+b", "letc=\"\\(a)and\\\"q\\\"\"", "letd=\"", "multi", "\"",
      ])
  }
}
