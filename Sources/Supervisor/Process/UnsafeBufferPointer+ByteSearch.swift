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
}
