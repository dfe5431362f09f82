import AppContract
import MVCApp
import MVPApp
import MVVMCApp
import ReducerApp
import VIPERApp

/// The one place variants are registered. A fifth variant is one new module and one line here.
public enum VariantRegistry {
  /// Every registered variant, in report order: what a default run compares.
  public static let all: [any AppVariant.Type] = [
    MVCVariant.self,
    MVPVariant.self,
    MVVMCVariant.self,
    VIPERVariant.self,
    ReducerVariant.self,
  ]
}
