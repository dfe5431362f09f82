import AppContract
import Domain

/// The app-wide favourite state: what the API last confirmed for each product the app has heard
/// of (in a table that keeps its exported text up to date as states change), and the products
/// whose `setFavorite` request is in flight.
struct FavoriteStates: Equatable {
  var isFavorite = FavoriteTable()
  var pending: Set<ProductID> = []

  /// Whether `id` is a favourite; `fallback` when the app has not heard of it yet.
  func isFavorite(_ id: ProductID, fallback: Bool) -> Bool { isFavorite[id] ?? fallback }

  func isPending(_ id: ProductID) -> Bool { pending.contains(id) }
}

/// What changed in the ``FavoritesService``.
enum FavoritesChange: Equatable {
  /// A toggle for this product was tapped somewhere and its request started.
  case toggleStarted(ProductID)
  /// States or pending requests changed (a payload arrived, a request answered).
  case updated
}

/// Hears about every change of the app-wide favourite state. Interactors observe and pass the
/// news to their presenters.
@MainActor
protocol FavoritesObserver: AnyObject {
  func favoritesDidChange(_ change: FavoritesChange)
}
