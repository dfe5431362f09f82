import AppContract
import Domain

/// The product list screen's state, kept by its presenter: where the products are, and whether the
/// last favourite toggle made from this list failed. The presenter renders it into a
/// ``ProductListDisplayModel`` for the view; the app reads it through ``ProductListModuleInput``.
struct ProductListViewState: Equatable {
  enum Phase: Equatable {
    case notLoaded
    case loading
    case loaded([Product])
    case failed
  }

  var phase = Phase.notLoaded
  /// A toggle from this list failed, and no toggle, refresh or retry started since.
  var hasFavoriteFailure = false

  /// The `products.error` text the screen shows, if any. A favourite failure shows with the loaded
  /// list, empty or not (a toggle that failed while the list reloaded to no products).
  var errorMessage: String? {
    switch phase {
    case .failed: AppText.productsLoadFailed
    case .loaded where hasFavoriteFailure: AppText.favoriteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}
