import AppContract
import Domain
import HeadlessUI

/// Reads the app's state where VIPER keeps it — the presenters of the modules in the hierarchy
/// and the shared favourites service — into the shape every variant exports.
@MainActor
struct AppStateExporter {
  let wireframe: AppWireframe

  func snapshot() -> AppSnapshot {
    let favorites = wireframe.dependencies.favorites.states
    return AppSnapshot(
      products: wireframe.productList?.snapshot ?? ListSnapshot(phase: .notLoaded),
      favorites: FavoritesSnapshot(isFavorite: favorites.isFavorite, pending: favorites.pending),
      detail: detailModule?.snapshot,
      checkout: checkoutModule?.snapshot,
      orders: wireframe.orderList?.snapshot ?? ListSnapshot(phase: .notLoaded),
      bmi: wireframe.bmiForm?.snapshot ?? Self.missingBMIForm,
      history: wireframe.historyList?.snapshot ?? ListSnapshot(phase: .notLoaded))
  }

  /// Never used while the app runs: the BMI module lives as long as its tab.
  private static let missingBMIForm = BMISnapshot(
    heightText: "", weightText: "", standard: .who, outcome: "", save: .idle)

  /// The detail module in the Products stack, if one is there.
  private var detailModule: (any ProductDetailModuleInput)? {
    wireframe.navigation(for: .products)?.viewControllers
      .compactMap { ($0 as? ProductDetailViewController)?.moduleInput }.last
  }

  /// The presented checkout module, if any.
  private var checkoutModule: (any CheckoutModuleInput)? {
    let modal = wireframe.tabBarController.presentedViewController as? NavigationController
    return (modal?.viewControllers.first as? CheckoutViewController)?.moduleInput
  }
}
