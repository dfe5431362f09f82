import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a test only in the soak tier: when the environment has `ARCH_HARNESS_SOAK=1`, as CI
  /// does (`ARCH_HARNESS_SOAK=1 swift test`). Soak tests replay far more than the corpus (10,000
  /// steps, 100,000 products, hundreds of generated flows, repeated replays); the plain
  /// `swift test` keeps a faster check of the same behaviour.
  public static var soak: Self {
    .enabled(
      if: SoakTier.isEnabled,
      Comment(rawValue: "a soak test: run it with ARCH_HARNESS_SOAK=1 swift test"))
  }
}

/// Whether this test run includes the soak tier.
public enum SoakTier {
  /// True when the environment has `ARCH_HARNESS_SOAK=1`.
  public static let isEnabled = ProcessInfo.processInfo.environment["ARCH_HARNESS_SOAK"] == "1"

  /// `soak` in the soak tier, `fast` otherwise: how many seeds, repeats or scenarios a property
  /// test tries (the plain run tries fewer; the soak tier all of them).
  public static func choose<Value>(fast: Value, soak: Value) -> Value { isEnabled ? soak : fast }
}
