import AppContract

/// The variants a tool knows: the ones a default run compares, and extra ones (a test build's
/// planted faults) that run only when named with `--variant`.
public struct VariantCatalog: Sendable {
  /// What a default run compares, in report order.
  public let all: [any AppVariant.Type]
  /// Variants that run only when named.
  public let extra: [any AppVariant.Type]
  /// The variant the cost tables and `bench` compare the others with, by name; nil for none.
  public let baseline: String?
  /// The variants the cost table compares the others of their own era with (`swiftui`), by name.
  public let eraBaselines: [String]

  public init(
    all: [any AppVariant.Type], extra: [any AppVariant.Type] = [], baseline: String? = nil,
    eraBaselines: [String] = []
  ) {
    self.all = all
    self.extra = extra
    self.baseline = baseline
    self.eraBaselines = eraBaselines
  }

  /// The variant called `name` (in any letter case: `MVC` is `mvc`), default or extra.
  public func variant(named name: String) -> (any AppVariant.Type)? {
    (all + extra).variant(named: name)
  }

  /// The names of the default variants, in order.
  public var names: [String] { all.map { $0.name } }
}
