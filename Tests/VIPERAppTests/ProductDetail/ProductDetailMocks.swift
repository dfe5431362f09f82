import Domain

@testable import VIPERApp

@MainActor
final class MockProductDetailView: ProductDetailViewInput {
  private(set) var models: [ProductDetailDisplayModel] = []
  var last: ProductDetailDisplayModel? { models.last }

  func display(_ model: ProductDetailDisplayModel) { models.append(model) }
}

@MainActor
final class MockProductDetailInteractor: ProductDetailInteractorInput {
  var favorites = FavoriteStates()
  private(set) var fetched: [ProductID] = []
  private(set) var toggled: [ProductID] = []
  private(set) var cancelCount = 0

  func fetchProduct(id: ProductID) { fetched.append(id) }
  func cancelFetch() { cancelCount += 1 }
  func toggleFavorite(of id: ProductID) { toggled.append(id) }
}

@MainActor
final class MockProductDetailRouter: ProductDetailRouterInput {
  private(set) var checkouts: [Product] = []

  func showCheckout(for product: Product) { checkouts.append(product) }
}

@MainActor
final class MockProductDetailInteractorOutput: ProductDetailInteractorOutput {
  private(set) var events: [String] = []

  func didFetchProduct(_ product: ProductDetail) { events.append("fetched \(product.id)") }
  func didFailToFetchProduct() { events.append("fetch failed") }
  func favoritesDidChange(_ change: FavoritesChange) { events.append("favorites \(change)") }
  func didFailToToggleFavorite() { events.append("toggle failed") }
}
