import Foundation

/// Text made safe for GitHub-flavoured Markdown (pull-request comments, CI job summaries).
enum MarkdownText {
  /// The ASCII punctuation that could start Markdown or HTML syntax; each gets a backslash (`|`
  /// only matters in tables: ``cell(_:)``).
  private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "&", "~", "!"]

  /// `text` as literal inline text on one line: specials backslash-escaped, line breaks as spaces.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.isNewline {
        result.append(" ")
      } else {
        if special.contains(character) { result.append("\\") }
        result.append(character)
      }
    }
    return result
  }

  /// `text` as a code span on one line, fenced with more backticks than it holds in a row.
  static func code(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline ? " " : $0 })
    let fence = String(repeating: "`", count: longestRun(of: "`", in: flat) + 1)
    let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
    return fence + padding + flat + padding + fence
  }

  /// A cell of a table row: `|` escaped even inside code spans, as GitHub requires.
  static func cell(_ markdown: String) -> String {
    markdown.replacingOccurrences(of: "|", with: "\\|")
  }

  /// A fenced code block (`info` names the language), its fence longer than any backtick run in
  /// `lines`; each line indented by `indent`.
  static func fencedBlock(_ lines: [String], info: String = "", indent: String = "") -> String {
    let fence = String(
      repeating: "`", count: max(3, lines.map { longestRun(of: "`", in: $0) }.max().map { $0 + 1 } ?? 3))
    return ([fence + info] + lines + [fence]).map { indent + $0 }.joined(separator: "\n")
  }

  private static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var current = 0
    for each in text {
      current = each == character ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}
