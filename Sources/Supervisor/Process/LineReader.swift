/// Splits a byte stream into lines in time linear in its length: each byte is scanned for a
/// newline once (with `memchr`), however the stream is chunked. The lines a chunk holds whole are
/// read where they are; only a line that spans chunks is copied.
struct LineReader {
  /// The start of a line whose end has not come yet.
  private var buffer: [UInt8] = []

  /// Adds `bytes` and returns the complete lines they finish, without their `\n`.
  mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Substring] {
    var lines: [Substring] = []
    append(bytes) { lines.append(Substring(decoding: $0, as: UTF8.self)) }
    return lines
  }

  /// Adds `bytes` and calls `body` with each complete line they finish, without its `\n`; the
  /// bytes are valid only during the call.
  mutating func append(_ bytes: UnsafeRawBufferPointer, eachLine body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let all = bytes.assumingMemoryBound(to: UInt8.self)
    var lineStart = 0
    if !buffer.isEmpty {
      guard let newline = all.offset(of: 0x0A, from: 0) else {
        buffer.append(contentsOf: all)
        return
      }
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: all[..<newline]))
      buffer.withUnsafeBufferPointer { body($0) }
      buffer.removeAll(keepingCapacity: true)
      lineStart = newline + 1
    }
    while let newline = all.offset(of: 0x0A, from: lineStart) {
      body(UnsafeBufferPointer(rebasing: all[lineStart..<newline]))
      lineStart = newline + 1
    }
    if lineStart < all.count { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: all[lineStart...])) }
  }

  /// The bytes after the last newline (a line the stream ended without finishing).
  var remainder: Substring {
    Substring(decoding: buffer, as: UTF8.self)
  }
}
