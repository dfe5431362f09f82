import AppContract
import Domain

/// The one favourite state of the app: which products are favourites and which have a
/// `setFavorite` request in flight. Every presenter that shows a favourite toggle reads it here and
/// observes it, so a change made on one screen shows on all of them.
@MainActor
final class FavoritesService {
  private let api: any ProductAPI
  private let observers = ObserverList<any FavoritesObserver>()

  /// The last state the API confirmed, per product the app has heard of, in a table that keeps
  /// its exported text up to date as states change.
  private(set) var states = FavoriteTable()
  /// Products whose `setFavorite` request is in flight.
  private(set) var pendingIDs: Set<ProductID> = []

  init(api: any ProductAPI) {
    self.api = api
  }

  func addObserver(_ observer: any FavoritesObserver) {
    observers.add(observer)
  }

  func isFavorite(_ id: ProductID) -> Bool { states[id] ?? false }

  func isPending(_ id: ProductID) -> Bool { pendingIDs.contains(id) }

  // MARK: - Payloads

  /// Takes the states a `fetchProducts` payload carried.
  func recordStates(of products: [Product]) {
    for product in products { states[product.id] = product.isFavorite }
    observers.notify { $0.favoritesServiceDidChange(self) }
  }

  /// Takes the state a `fetchProduct` payload carried.
  func recordState(of product: ProductDetail) {
    states[product.id] = product.isFavorite
    observers.notify { $0.favoritesServiceDidChange(self) }
  }

  // MARK: - Toggling

  /// Asks the API to flip the favourite state of `id`, pessimistically: the product is pending
  /// until the API answers, and the state changes only on success. Does nothing while a request
  /// for `id` is pending. Throws the API's error; the state is then unchanged.
  func toggleFavorite(of id: ProductID) async throws(APIError) {
    guard !pendingIDs.contains(id) else { return }
    let newState = !isFavorite(id)
    pendingIDs.insert(id)
    observers.notify { $0.favoritesService(self, didStartUpdatingFavoriteOf: id) }
    observers.notify { $0.favoritesServiceDidChange(self) }
    do {
      try await api.setFavorite(id: id, isFavorite: newState)
    } catch {
      pendingIDs.remove(id)
      observers.notify { $0.favoritesServiceDidChange(self) }
      throw error
    }
    pendingIDs.remove(id)
    states[id] = newState
    observers.notify { $0.favoritesServiceDidChange(self) }
  }
}
