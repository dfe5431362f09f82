import AppContract
import Domain
import Observation

/// The one favourite state of the app: which products are favourites and which have a
/// `setFavorite` in flight. Every view showing a toggle reads it from the environment, so a change
/// made on one screen shows on all of them.
@MainActor
@Observable
final class FavoritesModel {
  /// The last state the API confirmed, per product the app has heard of.
  private(set) var states = FavoriteTable()
  /// Products whose `setFavorite` is in flight.
  private(set) var pending: Set<ProductID> = []
  /// How many toggles were started: a screen's "Could not update favourite" shows until the next.
  private(set) var togglesStarted = 0

  func isFavorite(_ id: ProductID) -> Bool { states[id] ?? false }

  func isPending(_ id: ProductID) -> Bool { pending.contains(id) }

  // MARK: - Payloads

  /// Takes the states a `fetchProducts` answer carried.
  func record(_ products: [Product]) {
    for product in products { states[product.id] = product.isFavorite }
  }

  /// Takes the state a `fetchProduct` answer carried.
  func record(_ product: ProductDetail) {
    states[product.id] = product.isFavorite
  }

  // MARK: - Toggling

  /// Asks `api` to flip the state of `id`, pessimistically: pending until the answer, changed
  /// only on success. Nothing happens while `id` is pending. False when the API failed.
  func toggle(_ id: ProductID, api: any ProductAPI) async -> Bool {
    guard !pending.contains(id) else { return true }
    let newState = !isFavorite(id)
    togglesStarted += 1
    pending.insert(id)
    do {
      try await api.setFavorite(id: id, isFavorite: newState)
    } catch {
      pending.remove(id)
      return false
    }
    pending.remove(id)
    states[id] = newState
    return true
  }

  /// The exported favourites.
  var snapshot: FavoritesSnapshot { FavoritesSnapshot(states: states, pending: pending) }
}
