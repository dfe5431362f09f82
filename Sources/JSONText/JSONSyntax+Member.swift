extension JSONSyntax {
  /// Where the value of the top-level object's member `name` starts in `bytes` (JSON text), as a
  /// 1-based line and column in bytes; nil when the text is not an object holding that member.
  /// Strings are skipped as a whole, so a value or a nested key spelled the same is never taken.
  public static func placeOfMember(named name: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    let key = Array("\"\(name)\"".utf8)
    var value: Int?
    _ = firstTopLevelString(startingWith: key, in: bytes) { offset in
      value = valueStart(afterKeyEndingAt: offset + key.count, in: bytes)
      return value != nil
    }
    return value.map { place(of: $0, in: bytes) }
  }

  /// The offset of the first string of the top-level object or array in `bytes` (JSON text) whose
  /// bytes from its opening quote on start with `pattern` and for which `accepts` (given that
  /// offset) is true; nil when there is none. Strings are skipped as a whole, so a value or a
  /// nested key spelled the same is never taken.
  public static func firstTopLevelString(
    startingWith pattern: [UInt8], in bytes: [UInt8], where accepts: (Int) -> Bool = { _ in true }
  ) -> Int? {
    var depth = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        if depth == 1, bytes[index...].starts(with: pattern), accepts(index) { return index }
        index = endOfString(startingAt: index, in: bytes)
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Where the value starts after a string ending before `end`, when a `:` follows it (then it
  /// is a key); nil when it is a value.
  private static func valueStart(afterKeyEndingAt end: Int, in bytes: [UInt8]) -> Int? {
    let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    var index = end
    while index < bytes.count, blanks.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    while index < bytes.count, blanks.contains(bytes[index]) { index += 1 }
    return index
  }
}
