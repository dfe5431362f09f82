import Exploration

/// The seeded generator every random test uses — the parser's fuzzing, the favourite table's and
/// the renderer's property tests — so that they run the same way on every machine and a failing
/// seed fails again: the explorer's own (`Exploration.SplitMix64`).
public typealias SplitMix64 = Exploration.SplitMix64

extension SplitMix64 {
  /// A number in `0..<bound` (`bound` must be positive), as the tests have always drawn them.
  public mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
