/// Counts type and protocol declarations in Swift code whose comments and string contents are
/// already gone (``SourceScanner`` does that).
///
/// A declaration is the keyword `class`, `struct`, `enum`, `actor` or `protocol` followed by a
/// name. The keyword does not count after a `.` or inside backticks (`.class`, `` `enum` ``), nor
/// when a modifier or another keyword follows it (`class func`, `class var`, `let actor = …`).
enum DeclarationCounter {
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]

  /// Words that may follow `class` without it declaring a type.
  static let notNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
    "fileprivate", "internal", "public", "package", "open", "convenience", "required", "typealias",
    "nonisolated", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "isolated", "case",
    "in", "where", "is", "as",
  ]

  static func count(in code: [UInt8]) -> (types: Int, protocols: Int) {
    code.withUnsafeBufferPointer { count(in: $0) }
  }

  /// Reads through a pointer, and makes a string only of a word that could be a keyword: every
  /// word of every variant passes here in each `run`, in debug builds too.
  private static func count(in code: UnsafeBufferPointer<UInt8>) -> (types: Int, protocols: Int) {
    guard let base = code.baseAddress else { return (0, 0) }
    var types = 0
    var protocols = 0
    var i = 0
    var previous: UInt8?  // the last non-whitespace byte before the current word
    while i < code.count {
      let byte = base[i]
      guard SourceByte.startsWord(byte) else {
        if !SourceByte.isWhitespace(byte) { previous = byte }
        i += 1
        continue
      }
      let end = wordEnd(in: code, from: i)
      let isMember = previous == UInt8(ascii: ".") || previous == UInt8(ascii: "`")
      if !isMember, (4...8).contains(end - i) {
        let word = String(decoding: UnsafeBufferPointer(rebasing: code[i..<end]), as: UTF8.self)
        if typeKeywords.contains(word) || word == "protocol", followsWithName(code, from: end) {
          if word == "protocol" { protocols += 1 } else { types += 1 }
        }
      }
      previous = base[end - 1]
      i = end
    }
    return (types, protocols)
  }

  /// Where the identifier that starts at `start` ends.
  private static func wordEnd(in code: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = code.baseAddress else { return start }
    var end = start
    while end < code.count, SourceByte.continuesWord(base[end]) { end += 1 }
    return end
  }

  /// True when the next thing after `position` is a name: a backticked name, or an identifier
  /// that is not a keyword or modifier.
  private static func followsWithName(_ code: UnsafeBufferPointer<UInt8>, from position: Int) -> Bool {
    var i = position
    guard i < code.count, SourceByte.isWhitespace(code[i]) else { return false }
    while i < code.count, SourceByte.isWhitespace(code[i]) { i += 1 }
    guard i < code.count else { return false }
    if code[i] == UInt8(ascii: "`") { return true }
    guard SourceByte.startsWord(code[i]) else { return false }
    let word = String(
      decoding: UnsafeBufferPointer(rebasing: code[i..<wordEnd(in: code, from: i)]), as: UTF8.self)
    return !notNames.contains(word)
  }
}
