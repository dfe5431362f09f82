import AppContract
import Domain

/// The product detail screen's state, kept by its presenter: which product, where it is, and
/// whether the last favourite toggle made from this screen failed. The presenter renders it into a
/// ``ProductDetailDisplayModel``; the app reads it through ``ProductDetailModuleInput``.
struct ProductDetailViewState: Equatable {
  enum Phase: Equatable {
    case notLoaded
    case loading
    case loaded(ProductDetail)
    case failed
  }

  let productID: ProductID
  var phase = Phase.notLoaded
  /// A toggle from this screen failed, and no toggle started since.
  var hasFavoriteFailure = false

  /// The `detail.error` text the screen shows, if any.
  var errorMessage: String? {
    switch phase {
    case .failed: AppText.productLoadFailed
    case .loaded where hasFavoriteFailure: AppText.favoriteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}
