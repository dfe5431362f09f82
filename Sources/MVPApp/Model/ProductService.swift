import Domain

/// The product part of the shop API for the presenters: maps the API's DTOs to domain models and
/// hands the favourite states of every payload that was not cancelled to the ``FavoritesService``.
@MainActor
final class ProductService {
  private let api: any ProductAPI
  private let favorites: FavoritesService

  init(api: any ProductAPI, favorites: FavoritesService) {
    self.api = api
    self.favorites = favorites
  }

  /// The product list, in the API's order. A cancelled fetch records nothing.
  func fetchProducts() async throws(APIError) -> [Product] {
    let products = try await api.fetchProducts().map { $0.toDomain() }
    guard !Task.isCancelled else { throw .cancelled }
    favorites.recordStates(of: products)
    return products
  }

  /// One product with its description. A cancelled fetch records nothing.
  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetail {
    let product = try await api.fetchProduct(id: id).toDomain()
    guard !Task.isCancelled else { throw .cancelled }
    favorites.recordState(of: product)
    return product
  }
}
