#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first `byte` at or after `start`, found with `memchr`; nil when there is
  /// none. The supervisor's readers search every byte a worker sends this way: one call per hit,
  /// not one (in a debug build, several) per byte.
  func offset(of byte: UInt8, from start: Int = 0) -> Int? {
    guard let base = baseAddress, start < count, let hit = memchr(base + start, Int32(byte), count - start)
    else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether these bytes begin with `prefix`'s UTF-8, compared with `memcmp` (a generic
  /// `starts(with:)` over a string's UTF-8 view walks it byte by byte, on every line a worker sends).
  func starts(withUTF8 prefix: String) -> Bool {
    var prefix = prefix
    return prefix.withUTF8 { other in
      guard other.count <= count else { return false }
      guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
      return memcmp(base, otherBase, other.count) == 0
    }
  }

  /// Whether these bytes are `text`'s UTF-8, compared with `memcmp`.
  func equals(utf8 text: String) -> Bool {
    var text = text
    return text.withUTF8 { other in
      guard other.count == count else { return false }
      guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
      return memcmp(base, otherBase, count) == 0
    }
  }
}
