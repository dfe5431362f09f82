import Domain

// MARK: - View

/// What the presenter tells the product detail view.
@MainActor
protocol ProductDetailViewInput: AnyObject {
  func display(_ model: ProductDetailDisplayModel)
}

/// What the product detail view reports.
@MainActor
protocol ProductDetailViewOutput: AnyObject {
  func viewWillAppear()
  /// The screen left for good: popped (back, tab re-tap, pop to root, a link's new stack).
  func viewDidLeave()
  func didTapRetry()
  func didTapFavorite()
  func didTapBuy()
}

// MARK: - Interactor

/// The product detail's use cases.
@MainActor
protocol ProductDetailInteractorInput: AnyObject {
  /// The app-wide favourite state now.
  var favorites: FavoriteStates { get }
  /// Fetches the product, cancelling a fetch still in flight.
  func fetchProduct(id: ProductID)
  /// Cancels the fetch in flight, if any: its answer is never delivered nor recorded.
  func cancelFetch()
  /// Asks the shared service to flip the favourite; the request outlives the module.
  func toggleFavorite(of id: ProductID)
}

/// What the product detail interactor reports, in entities.
@MainActor
protocol ProductDetailInteractorOutput: AnyObject {
  func didFetchProduct(_ product: ProductDetail)
  func didFailToFetchProduct()
  func favoritesDidChange(_ change: FavoritesChange)
  func didFailToToggleFavorite()
}

// MARK: - Router

/// Where the product detail navigates.
@MainActor
protocol ProductDetailRouterInput: AnyObject {
  /// Presents the checkout module for `product`.
  func showCheckout(for product: Product)
}

// MARK: - Module

/// What the app asks of the product detail module.
@MainActor
protocol ProductDetailModuleInput: AnyObject {
  /// The screen's state as the presenter keeps it.
  var viewState: ProductDetailViewState { get }
}
