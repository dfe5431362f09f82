/// Picks the mutants a quick run judges: the same ones for the same catalogue, every time.
public enum MutantSampler {
  /// The seed of every sample.
  public static let seed: UInt64 = 15

  /// `count` of `mutants` chosen with a fixed seed, in id order (all of them when there are not more).
  public static func sample(_ mutants: [Mutant], count: Int) -> [Mutant] {
    guard mutants.count > count else { return mutants }
    var state = seed
    var pool = mutants
    // A partial Fisher–Yates shuffle driven by SplitMix64.
    for index in 0..<count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      mixed ^= mixed >> 31
      let pick = index + Int(mixed % UInt64(pool.count - index))
      pool.swapAt(index, pick)
    }
    return pool.prefix(count).sorted { $0.id < $1.id }
  }
}
