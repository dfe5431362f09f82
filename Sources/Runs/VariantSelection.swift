import AppContract
import Comparison

/// The variants a command runs: every registered one, or those named with `--variant`.
public struct VariantSelection: Sendable {
  /// The variants to run, in report order.
  public let variants: [any AppVariant.Type]
  /// The registered variants left out, and why.
  public let absent: [AbsentVariant]

  /// The selection of `variants`, leaving out `absent`.
  public init(variants: [any AppVariant.Type], absent: [AbsentVariant]) {
    self.variants = variants
    self.absent = absent
  }
}
