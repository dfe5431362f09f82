import Foundation

/// The bytes of a scenario file cut into lines: a leading UTF-8 byte order mark is skipped, the
/// rest must be valid UTF-8, and only `\n` and `\r\n` end a line. Every other character stays in
/// its line, where the tokenizer refuses the ones that do not belong (a lone `\r`, a form feed, a
/// U+2028 line separator …) at their own line and column.
///
/// One pass over the bytes, so the cost is linear in the size of the file.
enum SourceText {
  /// The first byte that is not part of valid UTF-8, and where it is.
  struct InvalidUTF8: Error, Equatable {
    /// The line of the byte, from 1.
    let line: Int
    /// The column of the byte: the characters before it on its line, plus 1.
    let column: Int
    /// The byte itself (the first byte of the sequence that is not valid).
    let byte: UInt8
    /// Its offset in the file, from 0 (a byte order mark counts).
    let offset: Int
    /// Whether the file starts like UTF-16 (`FF FE` or `FE FF`).
    let looksLikeUTF16: Bool
  }

  /// The UTF-8 byte order mark, `EF BB BF`.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The lines of `data`, in order; a file that ends with a line break has an empty last line.
  static func lines(of data: Data) throws(InvalidUTF8) -> [String] {
    let bytes = [UInt8](data)
    let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    if let offset = firstInvalidByte(in: bytes, from: start) {
      throw invalidUTF8(in: bytes, at: offset, textStart: start)
    }
    var lines: [String] = []
    var lineStart = start
    for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
      lines.append(line(bytes, from: lineStart, to: index))
      lineStart = index + 1
    }
    lines.append(line(bytes, from: lineStart, to: bytes.count))
    return lines
  }

  /// The text of one line, without its `\r` when it ended with `\r\n`.
  private static func line(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
    let isCRLF = end > start && end < bytes.count && bytes[end - 1] == UInt8(ascii: "\r")
    return String(decoding: bytes[start..<(isCRLF ? end - 1 : end)], as: UTF8.self)
  }

  /// The offset of the first byte that starts an ill-formed sequence (Unicode 15, table 3-7: no
  /// overlong forms, no surrogates, nothing above U+10FFFF), or nil when all of it is valid.
  static func firstInvalidByte(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      let second: ClosedRange<UInt8>
      switch lead {
      case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
      case 0xE0: (length, second) = (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
      case 0xED: (length, second) = (3, 0x80...0x9F)
      case 0xF0: (length, second) = (4, 0x90...0xBF)
      case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
      case 0xF4: (length, second) = (4, 0x80...0x8F)
      default: return index
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
      for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
      index += length
    }
    return nil
  }

  private static func invalidUTF8(in bytes: [UInt8], at offset: Int, textStart: Int) -> InvalidUTF8 {
    var line = 1
    var lineStart = textStart
    for index in textStart..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    let looksLikeUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    return InvalidUTF8(
      line: line, column: before.count + 1, byte: bytes[offset], offset: offset,
      looksLikeUTF16: looksLikeUTF16)
  }
}
