/// A set of ASCII bytes as 128 bits, for the escapes that look at every byte of a report's texts:
/// a byte is looked up with a shift, where a `Set<UInt8>` hashed it (a hundred instructions a
/// byte) and a `switch` branched on it.
struct ASCIISet {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of `bytes` below 128 (a byte beyond ASCII is left out).
  init(_ bytes: some Sequence<UInt8> = []) {
    for byte in bytes where byte < 128 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  /// Whether `byte` is in the set; a byte beyond ASCII never is.
  func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    return byte < 128 && high & (1 << UInt64(byte - 64)) != 0
  }
}
