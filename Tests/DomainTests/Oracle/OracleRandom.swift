import Foundation

/// The oracle's seeded generator (Steele, Lea and Flood's SplitMix64), so that every run draws the
/// same inputs and a failing input fails again. Its own copy: DomainTests depends on `Domain` only,
/// and the harness's generator lives in `Exploration`.
struct OracleRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range` (nearly uniform: the ranges drawn from are tiny next to 2^64).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    let offset = width == 0 ? next() : next() % width
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }

  /// True about `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// One of `choices` (not empty).
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

  /// `count` ASCII digits, each drawn from `alphabet`.
  mutating func digits(_ count: Int, from alphabet: String = "0123456789") -> String {
    let characters = Array(alphabet)
    return String((0..<count).map { _ in pick(characters) })
  }
}

/// The seeds every oracle test runs with: a test draws its inputs from each in turn. Two in the
/// plain run, four in the soak tier (`ARCH_HARNESS_SOAK=1`, as `HarnessTestSupport`'s `SoakTier`
/// reads it: DomainTests depends on `Domain` only).
enum OracleSeeds {
  static let all: [UInt64] =
    ProcessInfo.processInfo.environment["ARCH_HARNESS_SOAK"] == "1"
    ? [1, 2, 3, 0x5EED_0025] : [1, 0x5EED_0025]
}
