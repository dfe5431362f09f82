/// A Swift source file with its comments blanked and its string literals' contents hidden, byte for
/// byte the same length and with the same line breaks, so that what the mutator finds in the
/// mask can be cut out of the original text at the same offsets.
///
/// Comments become spaces; a string literal keeps its quotes and its contents (interpolations
/// included) become `_`. A line that a multi-line string or a block comment crosses is marked
/// unsafe: the mutator leaves it alone.
struct SourceMask {
  /// The original bytes.
  let original: [UInt8]
  /// The masked bytes, as long as `original`.
  let masked: [UInt8]
  /// The byte offset where each line starts (line 1 is at index 0).
  let lineStarts: [Int]
  /// Lines (1-based) that a multi-line string or block comment crosses.
  let unsafeLines: Set<Int>

  init(_ text: String) {
    original = Array(text.utf8)
    let (masked, crossings) = Self.mask(original)
    self.masked = masked
    var starts = [0]
    for (index, byte) in original.enumerated() where byte == ascii("\n") { starts.append(index + 1) }
    lineStarts = starts
    var unsafe = Set<Int>()
    for range in crossings {
      let first = Self.line(of: range.lowerBound, starts: starts)
      let last = Self.line(of: max(range.lowerBound, range.upperBound - 1), starts: starts)
      if last > first { unsafe.formUnion(first...last) }
    }
    unsafeLines = unsafe
  }

  /// The number of lines.
  var lineCount: Int { lineStarts.count }

  /// The byte range of line `number` (1-based), without its line break.
  func range(ofLine number: Int) -> Range<Int> {
    let start = lineStarts[number - 1]
    let end = number < lineStarts.count ? lineStarts[number] - 1 : original.count
    return start..<max(start, end)
  }

  /// The line (1-based) holding byte `offset`.
  func line(of offset: Int) -> Int { Self.line(of: offset, starts: lineStarts) }

  /// The original text of `range`.
  func text(_ range: Range<Int>) -> String { String(decoding: original[range], as: UTF8.self) }

  private static func line(of offset: Int, starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  // MARK: - Masking

  private enum Mode {
    case code(parens: Int)
    case lineComment
    case blockComment(depth: Int, start: Int)
    case string(isMultiline: Bool, hashes: Int, start: Int)
  }

  /// The masked bytes, and the ranges of block comments and multi-line strings.
  private static func mask(_ bytes: [UInt8]) -> ([UInt8], [Range<Int>]) {
    var output = bytes
    var crossings: [Range<Int>] = []
    var stack: [Mode] = [.code(parens: 0)]
    var index = 0
    func matches(_ literal: String, at position: Int) -> Bool {
      let pattern = Array(literal.utf8)
      guard position >= 0, position + pattern.count <= bytes.count else { return false }
      return bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }
    func hashes(at position: Int) -> Int {
      var count = 0
      while position + count < bytes.count, bytes[position + count] == ascii("#") { count += 1 }
      return count
    }
    /// Hides `range` as string contents, or blanks it as a comment.
    func hide(_ range: Range<Int>, with filler: UInt8) {
      for position in range where position < bytes.count && bytes[position] != ascii("\n") {
        output[position] = filler
      }
    }
    var insideString: Bool {
      stack.contains { if case .string = $0 { true } else { false } }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch stack.last! {
      case .lineComment:
        if byte == ascii("\n") { stack.removeLast() } else { output[index] = ascii(" ") }
        index += 1
      case .blockComment(let depth, let start):
        if matches("/*", at: index) {
          stack[stack.count - 1] = .blockComment(depth: depth + 1, start: start)
          hide(index..<(index + 2), with: ascii(" "))
          index += 2
        } else if matches("*/", at: index) {
          hide(index..<(index + 2), with: ascii(" "))
          index += 2
          if depth == 1 {
            stack.removeLast()
            crossings.append(start..<index)
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1, start: start)
          }
        } else {
          hide(index..<(index + 1), with: ascii(" "))
          index += 1
        }
      case .code(let parens):
        let filler = insideString ? ascii("_") : nil
        if filler == nil, matches("//", at: index) {
          stack.append(.lineComment)
          hide(index..<(index + 2), with: ascii(" "))
          index += 2
          continue
        }
        if filler == nil, matches("/*", at: index) {
          stack.append(.blockComment(depth: 1, start: index))
          hide(index..<(index + 2), with: ascii(" "))
          index += 2
          continue
        }
        let hashCount = hashes(at: index)
        if matches("\"", at: index + hashCount) {
          let isMultiline = matches("\"\"\"", at: index + hashCount)
          stack.append(.string(isMultiline: isMultiline, hashes: hashCount, start: index))
          let length = hashCount + (isMultiline ? 3 : 1)
          if let filler { hide(index..<(index + length), with: filler) }
          index += length
          continue
        }
        if stack.count > 1 {  // inside an interpolation
          if byte == ascii(")"), parens == 0 {
            stack.removeLast()
            output[index] = ascii("_")
            index += 1
            continue
          }
          if byte == ascii("(") { stack[stack.count - 1] = .code(parens: parens + 1) }
          if byte == ascii(")") { stack[stack.count - 1] = .code(parens: parens - 1) }
        }
        if let filler, byte != ascii("\n") { output[index] = filler }
        index += 1
      case .string(let isMultiline, let hashCount, let start):
        if byte == ascii("\\"), hashes(at: index + 1) >= hashCount {
          let escaped = index + 1 + hashCount
          if escaped < bytes.count, bytes[escaped] == ascii("(") {
            hide(index..<(escaped + 1), with: ascii("_"))
            stack.append(.code(parens: 0))
            index = escaped + 1
          } else {
            let end = escaped < bytes.count && bytes[escaped] != ascii("\n") ? escaped + 1 : escaped
            hide(index..<end, with: ascii("_"))
            index = end
          }
          continue
        }
        let closing = isMultiline ? "\"\"\"" : "\""
        if matches(closing, at: index), hashes(at: index + closing.utf8.count) >= hashCount {
          stack.removeLast()
          let end = index + closing.utf8.count + hashCount
          if insideString {
            hide(index..<end, with: ascii("_"))
          } else {
            hide((index + 1)..<end, with: ascii("\""))
          }
          if isMultiline { crossings.append(start..<end) }
          index = end
          continue
        }
        if byte == ascii("\n"), !isMultiline { stack.removeLast() }
        if byte != ascii("\n") { output[index] = ascii("_") }
        index += 1
      }
    }
    return (output, crossings)
  }
}

/// The byte of an ASCII character.
func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
