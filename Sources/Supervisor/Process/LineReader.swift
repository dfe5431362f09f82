/// Splits a byte stream into lines in time linear in its length: each byte is scanned for a
/// newline once, however the stream is chunked.
struct LineReader {
  private var buffer: [UInt8] = []
  /// Where the next scan for a newline starts: bytes before it hold no newline.
  private var scanned = 0

  /// Adds `bytes` and returns the complete lines they finish, without their `\n`.
  mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Substring] {
    buffer.append(contentsOf: bytes)
    var lines: [Substring] = []
    var lineStart = 0
    while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(Substring(decoding: buffer[lineStart..<newline], as: UTF8.self))
      lineStart = newline + 1
      scanned = lineStart
    }
    scanned = buffer.count
    if lineStart > 0 {
      buffer.removeFirst(lineStart)
      scanned -= lineStart
    }
    return lines
  }

  /// The bytes after the last newline (a line the stream ended without finishing).
  var remainder: Substring {
    Substring(decoding: buffer, as: UTF8.self)
  }
}
