import HarnessTestSupport
import Testing

@testable import CodeMetrics

/// The scanner hands runs of ordinary bytes to the C library and skips comment lines at once; a
/// scanner that reads one byte at a time, with none of those shortcuts, must leave the same code
/// and count the same lines, on any text — NUL bytes, unclosed strings and comments included.
@Suite struct SourceScannerReferenceTests {
  /// Pieces that switch the scanner's modes, and ordinary text between them.
  static let pieces = [
    "//", "/*", "*/", "\"", "\"\"\"", "#", "\\", "(", ")", "\\(", "\n", "\n", " ", "  ", "\t", "\r",
    "\u{0B}", "a", "x = 1", "struct S", "class", "protocol P", "é", "\0", ".", "`", "let",
  ]

  @Test(
    "a text of random pieces strips to what a byte-at-a-time scanner leaves",
    arguments: SoakTier.choose(fast: 1...4, soak: 1...40) as ClosedRange<UInt64>)
  func randomTextsStripAsTheReferenceDoes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<random.next(upTo: 60) { text += Self.pieces[random.next(upTo: Self.pieces.count)] }
      let stripped = SourceScanner.strip(text)
      let expected = ReferenceStripper.strip(Array(text.utf8))
      #expect(stripped.code == expected.code, "\(text.debugDescription)")
      #expect(stripped.codeLines == expected.codeLines, "\(text.debugDescription)")
    }
  }
}

/// The scanner's rules read one byte at a time, without shortcuts: the reference for
/// ``SourceScanner``'s fast paths.
enum ReferenceStripper {
  enum Mode {
    case code(parens: Int)
    case lineComment
    case blockComment(depth: Int)
    case string(isMultiline: Bool, hashes: Int)
  }

  static func strip(_ bytes: [UInt8]) -> (code: [UInt8], codeLines: Int) {
    var enclosing: [Mode] = []
    var mode = Mode.code(parens: 0)
    var output: [UInt8] = []
    var lineHasCode = false
    var codeLines = 0
    var i = 0
    func matches(_ literal: String, at position: Int) -> Bool {
      let pattern = Array(literal.utf8)
      return position + pattern.count <= bytes.count
        && Array(bytes[position..<position + pattern.count]) == pattern
    }
    func hashes(at position: Int) -> Int {
      var found = 0
      while position + found < bytes.count, bytes[position + found] == UInt8(ascii: "#") { found += 1 }
      return found
    }
    func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (9...13).contains(byte) }

    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\n") {
        if lineHasCode { codeLines += 1 }
        lineHasCode = false
        output.append(byte)
        switch mode {
        case .lineComment, .string(isMultiline: false, _): mode = enclosing.removeLast()
        default: break
        }
        i += 1
        continue
      }
      switch mode {
      case .lineComment:
        i += 1
      case .blockComment(let depth):
        if matches("/*", at: i) {
          mode = .blockComment(depth: depth + 1)
          i += 2
        } else if matches("*/", at: i) {
          mode = depth == 1 ? enclosing.removeLast() : .blockComment(depth: depth - 1)
          i += 2
        } else {
          i += 1
        }
      case .code(let parens):
        if matches("//", at: i) || matches("/*", at: i) {
          enclosing.append(mode)
          mode = matches("//", at: i) ? .lineComment : .blockComment(depth: 1)
          i += 2
          continue
        }
        let hashCount = hashes(at: i)
        if matches("\"", at: i + hashCount) {
          let isMultiline = matches("\"\"\"", at: i + hashCount)
          enclosing.append(mode)
          mode = .string(isMultiline: isMultiline, hashes: hashCount)
          output.append(UInt8(ascii: "\""))
          lineHasCode = true
          i += hashCount + (isMultiline ? 3 : 1)
          continue
        }
        if !enclosing.isEmpty, byte == UInt8(ascii: ")"), parens == 0 {
          mode = enclosing.removeLast()
          lineHasCode = true
          i += 1
          continue
        }
        if !enclosing.isEmpty, byte == UInt8(ascii: "(") { mode = .code(parens: parens + 1) }
        if !enclosing.isEmpty, byte == UInt8(ascii: ")") { mode = .code(parens: parens - 1) }
        output.append(byte)
        if !isWhitespace(byte) { lineHasCode = true }
        i += 1
      case .string(let isMultiline, let hashCount):
        if !isWhitespace(byte) { lineHasCode = true }
        if byte == UInt8(ascii: "\\"), hashes(at: i + 1) >= hashCount {
          let escaped = i + 1 + hashCount
          if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
            enclosing.append(mode)
            mode = .code(parens: 0)
            i = escaped + 1
          } else {
            i = escaped < bytes.count && bytes[escaped] != UInt8(ascii: "\n") ? escaped + 1 : escaped
          }
          continue
        }
        let closing = isMultiline ? "\"\"\"" : "\""
        if matches(closing, at: i), hashes(at: i + closing.utf8.count) >= hashCount {
          mode = enclosing.removeLast()
          output.append(UInt8(ascii: "\""))
          i += closing.utf8.count + hashCount
          continue
        }
        i += 1
      }
    }
    if lineHasCode { codeLines += 1 }
    return (output, codeLines)
  }
}
