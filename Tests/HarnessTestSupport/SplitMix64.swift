/// SplitMix64: a small, fast, seeded generator, so that every random test — the parser's fuzzing,
/// the favourite table's and the renderer's property tests — runs the same way on every machine,
/// and a failing seed fails again. (`arch-harness explore` has its own, in the product.)
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` must be positive).
  public mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
