import Domain

@testable import VIPERApp

/// Records what the presenter displays.
@MainActor
final class MockProductListView: ProductListViewInput {
  private(set) var models: [ProductListDisplayModel] = []
  var last: ProductListDisplayModel? { models.last }

  func display(_ model: ProductListDisplayModel) { models.append(model) }
}

/// Records the use cases the presenter asks for; its favourite state is set by the test.
@MainActor
final class MockProductListInteractor: ProductListInteractorInput {
  var favorites = FavoriteStates()
  private(set) var fetchCount = 0
  private(set) var toggled: [ProductID] = []

  func fetchProducts() { fetchCount += 1 }
  func toggleFavorite(of id: ProductID) { toggled.append(id) }
}

/// Records where the presenter navigates.
@MainActor
final class MockProductListRouter: ProductListRouterInput {
  private(set) var shownDetails: [ProductID] = []

  func showDetail(of id: ProductID) { shownDetails.append(id) }
}

/// Records what the interactor reports.
@MainActor
final class MockProductListInteractorOutput: ProductListInteractorOutput {
  private(set) var events: [String] = []
  private(set) var products: [Product]?

  func didFetchProducts(_ products: [Product]) {
    self.products = products
    events.append("fetched \(products.map(\.id.rawValue))")
  }
  func didFailToFetchProducts() { events.append("fetch failed") }
  func favoritesDidChange(_ change: FavoritesChange) { events.append("favorites \(change)") }
  func didFailToToggleFavorite(of id: ProductID) { events.append("toggle failed \(id)") }
}
