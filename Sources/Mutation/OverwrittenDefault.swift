/// The shape of ``EquivalenceRule/overwrittenDefault``: a line `var NAME = true` or `false`, with
/// or without a type annotation, after modifiers, declaring a stored property of a class, structure or
/// actor that declares at least one initialiser, each of which assigns `NAME` (or `self.NAME`) in a
/// statement of its own body — not inside an `if`, a loop or a closure — or delegates to another
/// with `self.init(…)`. The default is then never seen.
enum OverwrittenDefault {
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "private(set)", "fileprivate(set)",
    "internal(set)", "nonisolated", "final", "@ObservationIgnored",
  ]
  private static let typeWords: Set<String> = ["class", "struct", "actor"]
  private static let declarationWords: Set<String> = [
    "func", "init", "var", "let", "case", "extension", "enum",
  ]

  /// Whether line `line` (1-based) of `source` has the shape.
  static func matches(line: Int, in source: String) -> Bool {
    let mask = SourceMask(source)
    guard line >= 1, line <= mask.lineCount else { return false }
    let range = mask.range(ofLine: line)
    guard let (name, value) = declaration(String(decoding: mask.masked[range], as: UTF8.self)) else {
      return false
    }
    guard value == "true" || value == "false" else { return false }
    let braces = Braces(mask.masked)
    guard let body = braces.innermost(containing: range.lowerBound),
      isTypeHeader(braces.header(before: body.lowerBound, in: mask.masked))
    else { return false }
    let initialisers = braces.children(of: body).filter { block in
      let header = braces.header(before: block.lowerBound, in: mask.masked)
      return header.split(separator: " ").contains {
        $0 == "init" || $0.hasPrefix("init(") || $0.hasPrefix("init?(")
      }
    }
    guard !initialisers.isEmpty else { return false }
    return initialisers.allSatisfy { block in
      statements(directlyIn: block, braces: braces, mask: mask).contains { statement in
        statement.hasPrefix("self.init(") || assigns(statement, to: name)
      }
    }
  }

  /// `NAME` and the default for `private(set) var NAME: Bool = false`, or nil when the line is
  /// not such a declaration.
  static func declaration(_ line: String) -> (name: String, value: String)? {
    var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    while let first = words.first, modifiers.contains(first) { words.removeFirst() }
    guard words.count >= 4, words[0] == "var", let equals = words.firstIndex(of: "="), equals >= 2 else {
      return nil
    }
    let value = words[(equals + 1)...].joined(separator: " ")
    let name = words[1].hasSuffix(":") ? String(words[1].dropLast()) : words[1]
    guard !value.isEmpty, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    return (name, value)
  }

  private static func isTypeHeader(_ header: String) -> Bool {
    let words = header.split(separator: " ").map { String($0.prefix { $0 != "<" && $0 != ":" }) }
    return words.contains(where: typeWords.contains) && !words.contains(where: declarationWords.contains)
  }

  private static func assigns(_ statement: String, to name: String) -> Bool {
    for target in ["self.\(name) = ", "\(name) = "] where statement.hasPrefix(target) { return true }
    return false
  }

  /// The trimmed masked lines that start a statement directly inside `block` (not nested deeper).
  private static func statements(directlyIn block: Range<Int>, braces: Braces, mask: SourceMask) -> [String] {
    let first = mask.line(of: block.lowerBound) + 1
    let last = mask.line(of: block.upperBound) - 1
    guard first <= last else { return [] }
    return (first...last).compactMap { number in
      let range = mask.range(ofLine: number)
      guard braces.innermost(containing: range.lowerBound) == block else { return nil }
      return String(decoding: mask.masked[range], as: UTF8.self).trimmingSpaces
    }
  }
}

/// The `{ … }` blocks of a masked text.
private struct Braces {
  /// Each block, from its `{` to its `}` (inclusive of the `{`, exclusive of the `}`), in order of
  /// their `{`.
  let blocks: [Range<Int>]

  init(_ bytes: [UInt8]) {
    var open: [Int] = []
    var found: [Range<Int>] = []
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "{") {
        open.append(index)
      } else if byte == UInt8(ascii: "}"), let start = open.popLast() {
        found.append(start..<index)
      }
    }
    blocks = found.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// The innermost block whose inside holds `offset`.
  func innermost(containing offset: Int) -> Range<Int>? {
    blocks.last { $0.lowerBound < offset && offset < $0.upperBound }
  }

  /// The blocks directly inside `block`.
  func children(of block: Range<Int>) -> [Range<Int>] {
    blocks.filter {
      $0 != block && block.contains($0.lowerBound) && innermost(containing: $0.lowerBound) == block
    }
  }

  /// The text of the statement that opens the block at `open`: back to the previous `{`, `}` or `;`.
  func header(before open: Int, in bytes: [UInt8]) -> String {
    var start = open
    while start > 0, ![UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(bytes[start - 1]) {
      start -= 1
    }
    return String(decoding: bytes[start..<open], as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }
}
