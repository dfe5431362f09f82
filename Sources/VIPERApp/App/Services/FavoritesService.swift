import Domain

/// The one favourite state of the app, shared by the interactors of every screen that shows a
/// favourite toggle (VIPER's answer to cross-module state: a service injected into interactors).
///
/// A toggle is pessimistic: the product is pending until `setFavorite` answers; success sets the
/// requested state, failure leaves it. The request belongs to the service, not to the screen that
/// asked, so it completes (and clears `pending`) even when that screen has left.
@MainActor
final class FavoritesService {
  private(set) var states = FavoriteStates()
  private var observers: [WeakFavoritesObserver] = []
  private let api: any ProductAPI
  private let runner: TaskRunner

  init(api: any ProductAPI, runner: TaskRunner) {
    self.api = api
    self.runner = runner
  }

  // MARK: - Observers

  /// Adds `observer`, held weakly; it is dropped once released.
  func addObserver(_ observer: any FavoritesObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakFavoritesObserver(observer: observer))
  }

  private func notify(_ change: FavoritesChange) {
    observers.removeAll { $0.observer == nil }
    for entry in observers { entry.observer?.favoritesDidChange(change) }
  }

  // MARK: - Payloads

  /// Every payload sets the state of the products it carries.
  func record(_ products: [Product]) {
    for product in products { states.isFavorite[product.id] = product.isFavorite }
    notify(.updated)
  }

  func record(_ product: ProductDetail) {
    states.isFavorite[product.id] = product.isFavorite
    notify(.updated)
  }

  // MARK: - Toggling

  /// Flips `id` through the API unless a request for it is in flight (then returns false and does
  /// nothing). `onFailure` runs when the API refuses.
  @discardableResult
  func toggle(_ id: ProductID, onFailure: @escaping @MainActor () -> Void) -> Bool {
    guard !states.isPending(id) else { return false }
    let target = !states.isFavorite(id, fallback: false)
    states.pending.insert(id)
    notify(.toggleStarted(id))
    runner.run { [weak self, api] in
      do {
        try await api.setFavorite(id: id, isFavorite: target)
        self?.finishToggle(of: id, isFavorite: target)
      } catch {
        self?.finishToggle(of: id, isFavorite: nil)
        onFailure()
      }
    }
    return true
  }

  private func finishToggle(of id: ProductID, isFavorite: Bool?) {
    states.pending.remove(id)
    if let isFavorite { states.isFavorite[id] = isFavorite }
    notify(.updated)
  }
}

/// A weak reference to an observer.
private struct WeakFavoritesObserver {
  weak var observer: (any FavoritesObserver)?
}
