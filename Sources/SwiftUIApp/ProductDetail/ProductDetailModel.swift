import AppContract
import Domain
import Observation

/// One detail screen's content: its product, loaded on first appearance and on retry, and
/// whether the last toggle made from this screen failed. The router keeps it while its route is
/// on the Products path and cancels its load when the route leaves.
@MainActor
@Observable
final class ProductDetailModel {
  let productID: ProductID
  private(set) var state: Loadable<ProductDetail> = .notLoaded
  /// `FavoritesModel.togglesStarted` when a toggle made from this screen failed.
  private(set) var favoriteFailure: Int?
  @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
  @ObservationIgnored private(set) var favoriteTask: Task<Void, Never>?

  init(productID: ProductID) {
    self.productID = productID
  }

  /// Loads on the first appearance only.
  func loadIfNeeded(api: any ProductAPI, favorites: FavoritesModel) {
    if case .notLoaded = state { load(api: api, favorites: favorites) }
  }

  /// Shows loading and fetches the product; a cancelled fetch changes nothing, not even the
  /// app-wide favourite.
  func load(api: any ProductAPI, favorites: FavoritesModel) {
    loadTask?.cancel()
    state = .loading
    loadTask = Task { [weak self, productID] in
      let result: Loadable<ProductDetail>
      do {
        let product = try await api.fetchProduct(id: productID).toDomain()
        guard !Task.isCancelled else { return }
        favorites.record(product)
        result = .loaded(product)
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
    }
  }

  /// Cancels the load in flight (the screen left for good).
  func cancelLoad() {
    loadTask?.cancel()
  }

  /// Flips this product's favourite; a failure shows on this screen.
  func toggleFavorite(api: any ProductAPI, favorites: FavoritesModel) {
    guard !favorites.isPending(productID) else { return }
    favoriteTask = Task { [weak self, productID] in
      guard !(await favorites.toggle(productID, api: api)) else { return }
      self?.favoriteFailure = favorites.togglesStarted
    }
  }

  /// The message above the content, if any.
  func message(favorites: FavoritesModel) -> String? {
    if state.isFailed { return AppText.productLoadFailed }
    guard state.value != nil, let favoriteFailure, favoriteFailure == favorites.togglesStarted else {
      return nil
    }
    return AppText.favoriteFailed
  }

  /// The exported detail.
  func snapshot(favorites: FavoritesModel) -> DetailSnapshot {
    DetailSnapshot(productID: productID, phase: state.phase, message: message(favorites: favorites))
  }
}
