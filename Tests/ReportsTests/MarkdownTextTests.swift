import Comparison
import Testing
import Traces

@testable import Reports

/// Text from scenarios reaches `summary.md`; nothing in it may drive a terminal or reorder the text.
@Suite struct MarkdownTextTests {
  @Test func terminalEscapesBecomeVisibleInInlineText() {
    #expect(MarkdownText.escape("red \u{1B}[31mtext\u{1B}[0m") == "red \\u{1B}\\[31mtext\\u{1B}\\[0m")
  }

  @Test func bidirectionalControlsBecomeVisible() {
    let text =
      "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j\u{200E}k\u{200F}l\u{061C}m"
    #expect(
      MarkdownText.visible(text)
        == "a\\u{202A}b\\u{202B}c\\u{202C}d\\u{202D}e\\u{202E}f\\u{2066}g\\u{2067}h\\u{2068}i\\u{2069}j"
        + "\\u{200E}k\\u{200F}l\\u{61C}m")
  }

  @Test func controlCharactersOfBothRangesBecomeVisibleAndTabsAndLineBreaksSpaces() {
    #expect(
      MarkdownText.visible("\u{0}\u{7}\u{8}\u{B}\u{C}\u{7F}\u{85}\u{9B}x\ty\nz\r\nw\rv\u{2028}u")
        == "\\u{0}\\u{7}\\u{8}\\u{B}\\u{C}\\u{7F}\\u{85}\\u{9B}x y z w v u")
  }

  @Test func codeSpansAndFencedBlocksShowEscapesToo() {
    #expect(MarkdownText.code("tap \u{1B}[2J") == "`tap \\u{1B}[2J`")
    #expect(
      MarkdownText.fencedBlock(["- a\u{202E}b", "+ c\u{7}"], info: "diff")
        == "```diff\n- a\\u{202E}b\n+ c\\u{7}\n```")
  }

  @Test(
    "a table cell's pipes are escaped, inside code spans too",
    arguments: [
      ("a|b", "a\\|b"), ("`x|y`", "`x\\|y`"), ("||", "\\|\\|"), ("é|日", "é\\|日"), ("none", "none"), ("", ""),
    ])
  func cellPipes(markdown: String, cell: String) {
    #expect(MarkdownText.cell(markdown) == cell)
  }

  @Test(
    "a code span's fence is longer than the longest run of backticks, a backtick before a combining mark counted",
    arguments: [
      ("plain", "`plain`"), ("a`b", "``a`b``"), ("a``b`", "``` a``b` ```"), ("`\u{301}x", "`` `\u{301}x ``"),
    ])
  func codeSpanFences(text: String, span: String) {
    #expect(MarkdownText.code(text) == span)
  }

  @Test func ordinaryUnicodeIsKept() {
    #expect(MarkdownText.visible("♥ — × 日本 👩‍💻 é") == "♥ — × 日本 👩‍💻 é")
  }

  @Test func aSummaryOfScenarioTextWithEscapesHoldsNoHiddenCharacter() {
    let evil = "\u{1B}[31m\u{202E}"
    let traces = ReportFixtures.traces.map { trace in
      var trace = trace
      trace.scenarioName += " \(evil)"
      trace.steps = trace.steps.map { step in
        StepTrace(
          index: step.index, line: step.line, source: step.source + " # \(evil)", screen: step.screen,
          navigation: step.navigation, calls: step.calls, state: step.state,
          failures: step.failures.map { $0 + evil + "\nsecond line \(evil)" })
      }
      return trace
    }
    let summary = SummaryWriter.markdown(for: ReportFixtures.run(traces: traces))
    let hidden = summary.unicodeScalars.filter { $0 != "\n" && MarkdownText.isHidden($0) }
    #expect(hidden.isEmpty, "\(hidden.map { String($0.value, radix: 16) })")
    #expect(summary.contains("Favourite shows in the list \\u{1B}\\[31m\\u{202E}"))
    #expect(summary.contains("(`tap product.p1 # \\u{1B}[31m\\u{202E}`)"))
  }
}
