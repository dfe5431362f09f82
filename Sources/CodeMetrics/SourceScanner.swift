/// A small scanner for Swift source text: it drops comments (`//`, `///`, and nested `/* */`
/// blocks), knows string literals (so `"//"` is not a comment; single-line, multi-line, raw,
/// with interpolations), counts the lines that hold code, and counts type and protocol
/// declarations in what is left (see ``DeclarationCounter``).
///
/// It is not a parser: a `//` or `/*` inside a regular-expression literal is taken for a comment.
public enum SourceScanner {
  /// Counts the code lines, types and protocols of `text`.
  public static func scan(_ text: String) -> SourceScan {
    let stripped = strip(text)
    let counts = DeclarationCounter.count(in: stripped.code)
    return SourceScan(codeLines: stripped.codeLines, types: counts.types, protocols: counts.protocols)
  }

  /// The number of lines of `text` that hold code (string contents count; comments do not).
  public static func codeLineCount(_ text: String) -> Int { strip(text).codeLines }

  // MARK: - Stripping

  private enum Mode {
    /// Code; `parens` counts open parentheses inside a string interpolation.
    case code(parens: Int)
    case lineComment
    case blockComment(depth: Int)
    case string(isMultiline: Bool, hashes: Int)
  }

  /// The code with comments removed and string contents left out (the quotes stay), and the
  /// number of lines that held code.
  static func strip(_ text: String) -> (code: [UInt8], codeLines: Int) {
    var text = text
    return text.withUTF8 { strip($0) }
  }

  /// ``strip(_:)`` of UTF-8 bytes. Most bytes are neither a slash, a quote, a hash, a backslash nor
  /// a parenthesis: each is looked at once, and a comment's line is skipped to its end at once.
  private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> (code: [UInt8], codeLines: Int) {
    var stack: [Mode] = [.code(parens: 0)]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var lineHasCode = false
    var codeLines = 0
    var i = 0

    // Compares in place: no allocation per byte scanned, so a scan is linear and cheap.
    func matches(_ literal: StaticString, at position: Int) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard position >= 0, position + count <= bytes.count else { return false }
      let pattern = literal.utf8Start
      for offset in 0..<count where bytes[position + offset] != pattern[offset] { return false }
      return true
    }
    func hashes(at position: Int) -> Int {
      var count = 0
      while position + count < bytes.count, bytes[position + count] == SourceByte.hash { count += 1 }
      return count
    }

    while i < bytes.count {
      let byte = bytes[i]
      if byte == SourceByte.newline {
        if lineHasCode { codeLines += 1 }
        lineHasCode = false
        output.append(SourceByte.newline)
        switch stack.last! {
        case .lineComment, .string(isMultiline: false, _): stack.removeLast()
        default: break
        }
        i += 1
        continue
      }
      switch stack.last! {
      case .lineComment:
        i = bytes[i...].firstIndex(of: SourceByte.newline) ?? bytes.count
      case .blockComment(let depth):
        if matches("/*", at: i) {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          i += 2
        } else if matches("*/", at: i) {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          i += 2
        } else {
          i += 1
        }
      case .code(let parens):
        if byte == SourceByte.slash, matches("//", at: i) {
          stack.append(.lineComment)
          i += 2
          continue
        }
        if byte == SourceByte.slash, matches("/*", at: i) {
          stack.append(.blockComment(depth: 1))
          i += 2
          continue
        }
        let hashCount = byte == SourceByte.hash ? hashes(at: i) : 0
        if byte == SourceByte.quote || hashCount > 0, matches("\"", at: i + hashCount) {
          let isMultiline = matches("\"\"\"", at: i + hashCount)
          stack.append(.string(isMultiline: isMultiline, hashes: hashCount))
          output.append(SourceByte.quote)
          lineHasCode = true
          i += hashCount + (isMultiline ? 3 : 1)
          continue
        }
        if stack.count > 1 {  // inside an interpolation
          if byte == SourceByte.closeParen, parens == 0 {
            stack.removeLast()
            lineHasCode = true
            i += 1
            continue
          }
          if byte == SourceByte.openParen { stack[stack.count - 1] = .code(parens: parens + 1) }
          if byte == SourceByte.closeParen { stack[stack.count - 1] = .code(parens: parens - 1) }
        }
        output.append(byte)
        if !SourceByte.isWhitespace(byte) { lineHasCode = true }
        i += 1
      case .string(let isMultiline, let hashCount):
        if !SourceByte.isWhitespace(byte) { lineHasCode = true }
        if byte == SourceByte.backslash, hashes(at: i + 1) >= hashCount {
          let escaped = i + 1 + hashCount
          if escaped < bytes.count, bytes[escaped] == SourceByte.openParen {
            stack.append(.code(parens: 0))
            i = escaped + 1
          } else {
            // Skip the escaped character, but never a line break (a multi-line continuation).
            i = escaped < bytes.count && bytes[escaped] != SourceByte.newline ? escaped + 1 : escaped
          }
          continue
        }
        let closing: StaticString = isMultiline ? "\"\"\"" : "\""
        if byte == SourceByte.quote, matches(closing, at: i),
          hashes(at: i + closing.utf8CodeUnitCount) >= hashCount
        {
          stack.removeLast()
          output.append(SourceByte.quote)
          i += closing.utf8CodeUnitCount + hashCount
          continue
        }
        i += 1
      }
    }
    if lineHasCode { codeLines += 1 }
    return (output, codeLines)
  }
}
