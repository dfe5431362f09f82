/// Splits a byte stream into lines in time linear in its length: each byte is scanned for a
/// newline once (with `memchr`), however the stream is chunked.
struct LineReader {
  private var buffer: [UInt8] = []
  /// Where the next scan for a newline starts: bytes before it hold no newline.
  private var scanned = 0

  /// Adds `bytes` and returns the complete lines they finish, without their `\n`.
  mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Substring] {
    buffer.append(contentsOf: bytes)
    var lines: [Substring] = []
    let lineStart = buffer.withUnsafeBufferPointer { all -> Int in
      guard let base = all.baseAddress else { return 0 }
      var lineStart = 0
      while let newline = all.offset(of: 0x0A, from: scanned) {
        lines.append(
          Substring(
            decoding: UnsafeBufferPointer(start: base + lineStart, count: newline - lineStart), as: UTF8.self)
        )
        lineStart = newline + 1
        scanned = lineStart
      }
      return lineStart
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
