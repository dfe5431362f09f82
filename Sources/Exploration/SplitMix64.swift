/// A small, fast, deterministic pseudo-random generator (Steele, Lea and Flood's SplitMix64). The
/// explorer never uses the system's randomness: the same seed gives the same flows on every
/// machine and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// The generator of flow `index` of an exploration with `seed`: independent of how flows are
  /// batched, so flow 123 is the same whether 200 or 10,000 flows are generated.
  public static func forFlow(seed: UInt64, index: Int) -> SplitMix64 {
    var mixer = SplitMix64(seed: seed ^ 0xA076_1D64_78BD_642F)
    var value = mixer.next()
    value ^= UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
    var generator = SplitMix64(seed: value)
    _ = generator.next()
    return generator
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (0 when `bound` is not positive).
  public mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// True with probability `percent` / 100.
  public mutating func percent(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of `items`, each as likely as the others.
  public mutating func pick<Element>(_ items: [Element]) -> Element {
    items[below(items.count)]
  }

  /// One of `items`, each as likely as its weight (weights below 1 never win unless all are).
  public mutating func weighted<Element>(_ items: [(Element, Int)]) -> Element {
    let total = items.reduce(0) { $0 + max(0, $1.1) }
    guard total > 0 else { return items[below(items.count)].0 }
    var roll = below(total)
    for (item, weight) in items where weight > 0 {
      if roll < weight { return item }
      roll -= weight
    }
    return items[items.count - 1].0
  }
}
