#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    let terminated = code + [0]
    return terminated.withUnsafeBufferPointer {
      count(in: UnsafeBufferPointer(rebasing: $0.dropLast()))
    }
  }

  /// Finds each keyword with the C library (`strstr`) and looks only around what it finds: every
  /// byte of every variant passes here in each `run`, in debug builds too, where a loop over the
  /// bytes in Swift makes calls per byte. `code` is followed by a NUL byte.
  private static func count(in code: UnsafeBufferPointer<UInt8>) -> (types: Int, protocols: Int) {
    var types = 0
    for keyword in typeKeywords { types += occurrences(of: keyword, in: code) }
    return (types, occurrences(of: "protocol", in: code))
  }

  /// How many times `keyword` is a word of `code` that declares something: not part of a longer
  /// word, not a member (after a `.` or a backtick), and followed by a name.
  private static func occurrences(of keyword: String, in code: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = code.baseAddress else { return 0 }
    let characters = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    var found = 0
    var start = 0
    while start < code.count {
      guard let match = strstr(characters + start, keyword) else {
        // The C library stops at a NUL byte: go on after one inside the code, if there is one.
        guard let nul = memchr(base + start, 0, code.count - start) else { break }
        start = base.distance(to: nul.assumingMemoryBound(to: UInt8.self)) + 1
        continue
      }
      let position = characters.distance(to: match)
      let end = position + keyword.utf8.count
      start = end
      if isWord(in: code, from: position, to: end), !isMember(in: code, at: position),
        followsWithName(code, from: end)
      {
        found += 1
      }
    }
    return found
  }

  /// True when `start..<end` is a whole word: no identifier byte after it, and before it nothing
  /// but digits back to a byte that is not part of an identifier (digits start no word).
  private static func isWord(in code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    if end < code.count, SourceByte.continuesWord(code[end]) { return false }
    var before = start - 1
    while before >= 0, code[before] >= 48, code[before] <= 57 { before -= 1 }
    return before < 0 || !SourceByte.continuesWord(code[before])
  }

  /// True when the last byte before `position` that is not whitespace is a `.` or a backtick.
  private static func isMember(in code: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    var before = position - 1
    while before >= 0, SourceByte.isWhitespace(code[before]) { before -= 1 }
    return before >= 0 && (code[before] == UInt8(ascii: ".") || code[before] == UInt8(ascii: "`"))
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
