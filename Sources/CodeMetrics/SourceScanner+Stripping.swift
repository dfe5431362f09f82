#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Stripping

extension SourceScanner {
  private enum Mode {
    /// Code; `parens` counts open parentheses inside a string interpolation.
    case code(parens: Int)
    case lineComment
    case blockComment(depth: Int)
    case string(isMultiline: Bool, hashes: Int)
  }

  /// The code with comments removed and string contents left out (the quotes stay), and the
  /// number of lines that held code.
  /// With `keepingStrings`, string contents stay in the code too (escapes and interpolations as
  /// written): what a change to a line's text is judged by.
  static func strip(_ text: String, keepingStrings: Bool = false) -> (code: [UInt8], codeLines: Int) {
    let count = text.utf8.count
    return text.withCString { characters in
      characters.withMemoryRebound(to: UInt8.self, capacity: count + 1) {
        strip(UnsafeBufferPointer(start: $0, count: count), keepingStrings: keepingStrings)
      }
    }
  }

  /// ``strip(_:)`` of UTF-8 bytes followed by a NUL byte (as a C string is). Most bytes are
  /// neither a line break, a slash, a quote nor a hash (in a string: a line break, a quote or a
  /// backslash; in an interpolation, parentheses count too): the end of a run of them is found by
  /// the C library (`strcspn`, and `strspn` for whether the run holds anything but whitespace) and
  /// the run copied at once, and a comment's line is skipped to its end at once. The mode is kept
  /// in a local: `swift test` runs a debug build, where a loop over the bytes in Swift makes calls
  /// per byte.
  private static func strip(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingStrings: Bool
  ) -> (code: [UInt8], codeLines: Int) {
    guard let base = bytes.baseAddress else { return ([], 0) }
    let count = bytes.count
    /// The modes this one is nested in (a string's interpolation is code inside a string).
    var enclosing: [Mode] = []
    var mode = Mode.code(parens: 0)
    var output: [UInt8] = []
    output.reserveCapacity(count)
    var lineHasCode = false
    var codeLines = 0
    var i = 0

    // Compares in place: no allocation per byte scanned, so a scan is linear and cheap.
    func matches(_ literal: StaticString, at position: Int) -> Bool {
      let length = literal.utf8CodeUnitCount
      guard position >= 0, position + length <= count else { return false }
      let pattern = literal.utf8Start
      var offset = 0
      while offset < length {
        if base[position + offset] != pattern[offset] { return false }
        offset += 1
      }
      return true
    }
    func hashes(at position: Int) -> Int {
      var found = 0
      while position + found < count, base[position + found] == SourceByte.hash { found += 1 }
      return found
    }

    let whitespace = UnsafeRawPointer(SourceByte.whitespace.utf8Start).assumingMemoryBound(to: CChar.self)
    /// The text from `position` on, as a C string.
    func characters(from position: Int) -> UnsafePointer<CChar> {
      UnsafeRawPointer(base + position).assumingMemoryBound(to: CChar.self)
    }
    /// The end of the run of ordinary bytes at `start`: the first of `specials` after it, or the
    /// end. A NUL byte inside the text is ordinary: the C library stops at it, so the run goes on.
    func runEnd(from start: Int, stoppingAt specials: StaticString) -> Int {
      let specials = UnsafeRawPointer(specials.utf8Start).assumingMemoryBound(to: CChar.self)
      var end = start + strcspn(characters(from: start), specials)
      while end < count, base[end] == 0 { end += 1 + strcspn(characters(from: end + 1), specials) }
      return end
    }
    /// True when the bytes from `start` to `end` are all whitespace (a NUL byte is not).
    func isBlank(from start: Int, to end: Int) -> Bool {
      start + strspn(characters(from: start), whitespace) >= end
    }

    while i < count {
      let byte = base[i]
      if byte == SourceByte.newline {
        if lineHasCode { codeLines += 1 }
        lineHasCode = false
        output.append(SourceByte.newline)
        switch mode {
        case .lineComment, .string(isMultiline: false, _): mode = enclosing.removeLast()
        default: break
        }
        i += 1
        continue
      }
      switch mode {
      case .lineComment:
        i =
          memchr(base + i, Int32(SourceByte.newline), count - i).map {
            base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
          } ?? count
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
        let inInterpolation = !enclosing.isEmpty
        if SourceByte.isOrdinaryInCode(byte, inInterpolation: inInterpolation) {
          let runStart = i
          i = runEnd(
            from: i,
            stoppingAt: inInterpolation ? SourceByte.specialInInterpolation : SourceByte.specialInCode)
          if !isBlank(from: runStart, to: i) { lineHasCode = true }
          output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: i - runStart))
          continue
        }
        if byte == SourceByte.slash, matches("//", at: i) {
          enclosing.append(mode)
          mode = .lineComment
          i += 2
          continue
        }
        if byte == SourceByte.slash, matches("/*", at: i) {
          enclosing.append(mode)
          mode = .blockComment(depth: 1)
          i += 2
          continue
        }
        let hashCount = byte == SourceByte.hash ? hashes(at: i) : 0
        if byte == SourceByte.quote || hashCount > 0, matches("\"", at: i + hashCount) {
          let isMultiline = matches("\"\"\"", at: i + hashCount)
          enclosing.append(mode)
          mode = .string(isMultiline: isMultiline, hashes: hashCount)
          output.append(SourceByte.quote)
          lineHasCode = true
          i += hashCount + (isMultiline ? 3 : 1)
          continue
        }
        if inInterpolation {
          if byte == SourceByte.closeParen, parens == 0 {
            mode = enclosing.removeLast()
            lineHasCode = true
            if keepingStrings { output.append(byte) }
            i += 1
            continue
          }
          if byte == SourceByte.openParen { mode = .code(parens: parens + 1) }
          if byte == SourceByte.closeParen { mode = .code(parens: parens - 1) }
        }
        output.append(byte)
        if !SourceByte.isWhitespace(byte) { lineHasCode = true }
        i += 1
      case .string(let isMultiline, let hashCount):
        if SourceByte.isOrdinaryInString(byte) {
          let runStart = i
          i = runEnd(from: i, stoppingAt: SourceByte.specialInString)
          if !isBlank(from: runStart, to: i) { lineHasCode = true }
          if keepingStrings {
            output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: i - runStart))
          }
          continue
        }
        if !SourceByte.isWhitespace(byte) { lineHasCode = true }
        if byte == SourceByte.backslash, hashes(at: i + 1) >= hashCount {
          let start = i
          let escaped = i + 1 + hashCount
          if escaped < count, base[escaped] == SourceByte.openParen {
            enclosing.append(mode)
            mode = .code(parens: 0)
            i = escaped + 1
          } else {
            // Skip the escaped character, but never a line break (a multi-line continuation).
            i = escaped < count && base[escaped] != SourceByte.newline ? escaped + 1 : escaped
          }
          if keepingStrings {
            output.append(contentsOf: UnsafeBufferPointer(start: base + start, count: i - start))
          }
          continue
        }
        let closing: StaticString = isMultiline ? "\"\"\"" : "\""
        if byte == SourceByte.quote, matches(closing, at: i),
          hashes(at: i + closing.utf8CodeUnitCount) >= hashCount
        {
          mode = enclosing.removeLast()
          output.append(SourceByte.quote)
          i += closing.utf8CodeUnitCount + hashCount
          continue
        }
        if keepingStrings { output.append(byte) }
        i += 1
      }
    }
    if lineHasCode { codeLines += 1 }
    return (output, codeLines)
  }
}
