import AppContract
import Domain

/// SplitMix64: a seeded generator, so that every random test replays the same way.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension AppSnapshot {
  /// A snapshot with nothing loaded, and these parts.
  static func empty(
    products: ListSnapshot<ProductID> = ListSnapshot(phase: .notLoaded),
    favorites: FavoritesSnapshot = FavoritesSnapshot(),
    orders: ListSnapshot<String> = ListSnapshot(phase: .notLoaded),
    history: ListSnapshot<String> = ListSnapshot(phase: .notLoaded)
  ) -> AppSnapshot {
    AppSnapshot(
      products: products, favorites: favorites, detail: nil, checkout: nil, orders: orders,
      bmi: BMISnapshot(heightText: "", weightText: "", standard: .who, outcome: "", save: .idle),
      history: history)
  }
}
