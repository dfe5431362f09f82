import Domain

// MARK: - View

/// What the presenter tells the product list view: everything it shows.
@MainActor
protocol ProductListViewInput: AnyObject {
  func display(_ model: ProductListDisplayModel)
}

/// What the product list view reports: its lifecycle and the user's taps.
@MainActor
protocol ProductListViewOutput: AnyObject {
  func viewWillAppear()
  func didTapRetry()
  func didTapRefresh()
  func didSelectProduct(_ id: ProductID)
  func didTapFavorite(of id: ProductID)
  /// The row at `row`, formatted for display; asked for the rows on screen only. Nil for a row
  /// the list does not have (none before the products load).
  func rowDisplayModel(at row: Int) -> ProductRowDisplayModel?
  /// The row showing `id`, if one does.
  func row(of id: ProductID) -> Int?
}

// MARK: - Interactor

/// The product list's use cases.
@MainActor
protocol ProductListInteractorInput: AnyObject {
  /// The app-wide favourite state now.
  var favorites: FavoriteStates { get }
  func fetchProducts()
  func toggleFavorite(of id: ProductID)
}

/// What the product list interactor reports, in entities.
@MainActor
protocol ProductListInteractorOutput: AnyObject {
  func didFetchProducts(_ products: [Product])
  func didFailToFetchProducts()
  func favoritesDidChange(_ change: FavoritesChange)
  func didFailToToggleFavorite(of id: ProductID)
}

// MARK: - Router

/// Where the product list navigates.
@MainActor
protocol ProductListRouterInput: AnyObject {
  func showDetail(of id: ProductID)
}

// MARK: - Module

/// What the app asks of the product list module.
@MainActor
protocol ProductListModuleInput: AnyObject {
  /// The screen's state as the presenter keeps it.
  var viewState: ProductListViewState { get }
  /// The loaded products' ids in row order.
  var productIDs: [ProductID] { get }
}
