import Foundation

/// The 64-bit FNV-1a hash: small, and the same from run to run and machine to machine.
public struct FNV1a {
  /// The hash so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of no bytes.
  public init() {}

  /// Adds `bytes`, read through a pointer: a `run` hashes the whole package's sources while it
  /// replays, and a debug build calls a generic sequence's iterator once per byte.
  public mutating func add(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    var value = self.value
    var index = 0
    while index < bytes.count {
      value ^= UInt64(base[index])
      value = value &* 0x100_0000_01b3
      index += 1
    }
    self.value = value
  }

  /// Adds `data`'s bytes.
  public mutating func add(_ data: Data) {
    data.withUnsafeBytes { add($0) }
  }

  /// Adds `text`'s UTF-8 bytes.
  public mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
  }

  /// The hash in hex.
  public var hex: String { String(value, radix: 16) }
}
