/// The 64-bit FNV-1a hash: small, and the same from run to run and machine to machine.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
  }

  /// The hash in hex.
  var hex: String { String(value, radix: 16) }
}
