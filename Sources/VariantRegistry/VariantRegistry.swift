import AppContract
import MVCApp
import MVVMCApp
import ReducerApp
import TestVariants
import VIPERApp

/// The one place variants are registered. A fifth variant is one new module and one line here.
public enum VariantRegistry {
  /// Every registered variant, in report order: what a default run compares.
  public static let all: [any AppVariant.Type] = [
    MVCVariant.self,
    MVVMCVariant.self,
    VIPERVariant.self,
    ReducerVariant.self,
  ]

  /// Variants for the harness's own tests (a planted divergence). They run only when named with
  /// `--variant`, never by default.
  public static let testOnly: [any AppVariant.Type] = [PlantedDivergenceVariant.self]

  /// The registered or test-only variant called `name`.
  public static func variant(named name: String) -> (any AppVariant.Type)? {
    (all + testOnly).first { $0.name == name }
  }

  /// The names of the registered variants, in order.
  public static var names: [String] { all.map { $0.name } }
}
