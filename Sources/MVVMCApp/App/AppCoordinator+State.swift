import AppContract
import MVVMCCore

// MARK: - Exported state

extension AppCoordinator {
  /// The app's state, read from the view models the coordinators hold and the favourites store.
  var snapshot: AppSnapshot {
    AppStateExporter.snapshot(
      products: products.listViewModel, favorites: dependencies.favorites,
      detail: products.detailCoordinators.last?.viewModel, checkout: checkout?.viewModel,
      orders: orders.listViewModel, bmi: bmi.formViewModel, history: history.listViewModel)
  }
}
