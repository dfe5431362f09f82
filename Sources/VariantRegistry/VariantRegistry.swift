import AppContract

/// The one place variants are registered. A fifth variant is one new module and one line here.
public enum VariantRegistry {
  /// Every registered variant, in report order.
  public static let all: [any AppVariant.Type] = []

  /// The registered variant called `name`.
  public static func variant(named name: String) -> (any AppVariant.Type)? {
    all.first { $0.name == name }
  }

  /// The names of the registered variants, in order.
  public static var names: [String] { all.map { $0.name } }
}
