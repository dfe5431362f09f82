import Comparison
import Foundation
import Traces

/// Text made safe for GitHub-flavoured Markdown (pull-request comments, CI job summaries) and for a
/// terminal that shows the file: control characters and bidirectional controls, which could drive
/// the terminal (`ESC [ 31 m`) or reorder what a reader sees (U+202E), become visible escapes such
/// as `\u{1B}`.
enum MarkdownText {
  /// The ASCII punctuation that could start Markdown or HTML syntax; each gets a backslash (`|`
  /// only matters in tables: ``cell(_:)``).
  private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "&", "~", "!"]

  /// `text` as literal inline text on one line: specials backslash-escaped, line breaks and tabs as
  /// spaces, other control characters and bidirectional controls as `\u{…}`.
  static func escape(_ text: String) -> String {
    // Most texts (titles, paths) are printable ASCII without a special: they stay as they are.
    if isPrintableASCII(text, allowingSpecials: false) { return text }
    // Printable ASCII with specials (`a_b`): a backslash before each, by bytes,
    // rather than character by character through a set of characters.
    if isPrintableASCII(text, allowingSpecials: true) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count + 8)
      let specials = specialBytes
      for byte in text.utf8 {
        if specials.contains(byte) { bytes.append(UInt8(ascii: "\\")) }
        bytes.append(byte)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = ""
    for character in text {
      if let replacement = replacement(for: character) {
        result += replacement
      } else {
        if special.contains(character) { result.append("\\") }
        result.append(character)
      }
    }
    return result
  }

  /// `text` as a code span on one line, fenced with more backticks than it holds in a row.
  static func code(_ text: String) -> String {
    let flat = visible(text)
    let fence = String(repeating: "`", count: longestBacktickRun(in: flat) + 1)
    // By bytes: a backtick before a combining mark is a backtick to Markdown, not to `hasPrefix`.
    let padding = flat.utf8.first == UInt8(ascii: "`") || flat.utf8.last == UInt8(ascii: "`") ? " " : ""
    return fence + padding + flat + padding + fence
  }

  /// A cell of a table row: `|` escaped even inside code spans, as GitHub requires.
  static func cell(_ markdown: String) -> String {
    // By bytes (a `|` is never part of another character): Foundation's `replacingOccurrences`
    // was most of each row of the summary's matrix.
    guard markdown.utf8.contains(UInt8(ascii: "|")) else { return markdown }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(markdown.utf8.count + 8)
    for byte in markdown.utf8 {
      if byte == UInt8(ascii: "|") { bytes.append(UInt8(ascii: "\\")) }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A fenced code block (`info` names the language), its fence longer than any backtick run in
  /// `lines`; each line indented by `indent`, and made ``visible(_:)``.
  static func fencedBlock(_ lines: [String], info: String = "", indent: String = "") -> String {
    let lines = lines.map(visible)
    let fence = String(
      repeating: "`", count: max(3, lines.map { longestBacktickRun(in: $0) }.max().map { $0 + 1 } ?? 3))
    return ([fence + info] + lines + [fence]).map { indent + $0 }.joined(separator: "\n")
  }

  /// `text` on one line with nothing hidden: line breaks and tabs as spaces, other control
  /// characters (C0, DEL, C1) and bidirectional controls as `\u{…}`; no Markdown escaping.
  static func visible(_ text: String) -> String {
    if isPrintableASCII(text, allowingSpecials: true) { return text }
    var result = ""
    for character in text {
      if let replacement = replacement(for: character) {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Whether `text` is all printable ASCII (space to `~`), with none of the ``special`` characters
  /// unless `allowingSpecials`: then every character stands for itself, and the text is its own
  /// escape. One pass over the UTF-8 bytes, where the escapes walk it character by character.
  private static func isPrintableASCII(_ text: String, allowingSpecials: Bool) -> Bool {
    let specials = allowingSpecials ? ASCIISet() : specialBytes
    var text = text
    return text.withUTF8 { bytes in
      bytes.allSatisfy { byte in byte >= 0x20 && byte < 0x7F && !specials.contains(byte) }
    }
  }

  /// ``special``'s characters as bytes.
  private static let specialBytes = ASCIISet(special.compactMap(\.asciiValue))

  /// What stands for `character` in the output, or nil when it stands for itself.
  private static func replacement(for character: Character) -> String? {
    if character == "\n" || character == "\r\n" || character == "\r" || character == "\t"
      || character == "\u{2028}" || character == "\u{2029}"
    {
      return " "
    }
    guard character.unicodeScalars.contains(where: isHidden) else { return nil }
    var result = ""
    for scalar in character.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 control characters, DEL, and the bidirectional controls (embeddings, overrides,
  /// isolates and marks).
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func longestBacktickRun(in text: String) -> Int {
    // Counted by bytes, as CommonMark counts backticks (code points, so a backtick before a
    // combining mark still counts), without walking grapheme clusters.
    var longest = 0
    var current = 0
    for byte in text.utf8 {
      current = byte == UInt8(ascii: "`") ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}
