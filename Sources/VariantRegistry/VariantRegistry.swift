import AppContract
import MVCApp
import MVPApp
import MVVMCApp
import MassiveMVCApp
import ReducerApp
import SwiftUIApp
import SwiftUIMVVMCApp
import SwiftUIReducerApp
import VIPERApp

/// The one place variants are registered. A new variant is one new module and one line here.
public enum VariantRegistry {
  /// Every registered variant, in report order: what a default run compares.
  public static let all: [any AppVariant.Type] = [
    MVCVariant.self,
    MassiveMVCVariant.self,
    MVPVariant.self,
    MVVMCVariant.self,
    VIPERVariant.self,
    ReducerVariant.self,
    SwiftUIVariant.self,
    SwiftUIMVVMCVariant.self,
    SwiftUIReducerVariant.self,
  ]

  /// The variant every other is measured against in the cost tables and in `arch-harness bench`:
  /// the Massive View Controller, the "before" of the architecture articles.
  public static let baseline = MassiveMVCVariant.name

  /// The variants the cost table also compares the others of their era with: `swiftui`, the
  /// Apple-native pattern, for the SwiftUI era (the UIKit era's is ``baseline``).
  public static let eraBaselines = [SwiftUIVariant.name]
}
