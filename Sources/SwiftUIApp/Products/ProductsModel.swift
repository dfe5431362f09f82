import AppContract
import Domain
import Observation

/// The product list's content: loaded on the list's first appearance, again on refresh and
/// retry (a load in flight is cancelled, so only the newest answers), and whether the last
/// toggle made from the list failed.
@MainActor
@Observable
final class ProductsModel {
  private(set) var state: Loadable<[Product]> = .notLoaded {
    didSet { loadedIDs = state.value?.map(\.id) ?? [] }
  }
  /// The loaded products' ids, kept with the state so that every export hands back the same list.
  @ObservationIgnored private var loadedIDs: [ProductID] = []
  /// `FavoritesModel.togglesStarted` when a toggle made from the list failed.
  private(set) var favoriteFailure: Int?
  @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
  @ObservationIgnored private(set) var favoriteTask: Task<Void, Never>?

  /// Loads on the first appearance only.
  func loadIfNeeded(api: any ProductAPI, favorites: FavoritesModel) {
    if case .notLoaded = state { load(api: api, favorites: favorites) }
  }

  /// Shows loading and fetches the list; an answer that was not cancelled sets the favourites.
  func load(api: any ProductAPI, favorites: FavoritesModel) {
    loadTask?.cancel()
    favoriteFailure = nil
    state = .loading
    loadTask = Task { [weak self] in
      let result: Loadable<[Product]>
      do {
        let products = try await api.fetchProducts().map { $0.toDomain() }
        guard !Task.isCancelled else { return }
        favorites.record(products)
        result = .loaded(products)
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
    }
  }

  /// Flips the favourite of `id` from a row; a failure shows above the list.
  func toggleFavorite(of id: ProductID, api: any ProductAPI, favorites: FavoritesModel) {
    guard !favorites.isPending(id) else { return }
    favoriteTask = Task { [weak self] in
      guard !(await favorites.toggle(id, api: api)) else { return }
      self?.favoriteFailure = favorites.togglesStarted
    }
  }

  /// The message above the list, if any.
  func message(favorites: FavoritesModel) -> String? {
    if state.isFailed { return AppText.productsLoadFailed }
    guard state.value != nil, let favoriteFailure, favoriteFailure == favorites.togglesStarted else {
      return nil
    }
    return AppText.favoriteFailed
  }

  /// The exported list.
  func snapshot(favorites: FavoritesModel) -> ListSnapshot<ProductID> {
    ListSnapshot(
      phase: state.phase, ids: loadedIDs, message: message(favorites: favorites))
  }
}
