import Domain

/// The product list's use cases: fetch the products (recording their favourite states app-wide)
/// and toggle a favourite through the shared service.
@MainActor
final class ProductListInteractor {
  weak var output: (any ProductListInteractorOutput)?
  private let api: any ProductAPI
  private let favoritesService: FavoritesService
  private let runner: TaskRunner
  /// The fetch in flight, cancelled by a newer one.
  private var fetchTask: Task<Void, Never>?

  init(api: any ProductAPI, favorites: FavoritesService, runner: TaskRunner) {
    self.api = api
    self.favoritesService = favorites
    self.runner = runner
    favorites.addObserver(self)
  }

  private func didReceive(_ result: Result<[Product], APIError>) {
    switch result {
    case .success(let products):
      output?.didFetchProducts(products)
    case .failure:
      output?.didFailToFetchProducts()
    }
  }
}

// MARK: - ProductListInteractorInput

extension ProductListInteractor: ProductListInteractorInput {
  var favorites: FavoriteStates { favoritesService.states }

  func fetchProducts() {
    fetchTask?.cancel()
    fetchTask = runner.run { [weak self, api, favoritesService] in
      let result: Result<[Product], APIError>
      do throws(APIError) {
        let payload = try await api.fetchProducts().map { $0.toDomain() }
        guard !Task.isCancelled else { return }
        favoritesService.record(payload)
        result = .success(payload)
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      self?.didReceive(result)
    }
  }

  func toggleFavorite(of id: ProductID) {
    favoritesService.toggle(id) { [weak self] in self?.output?.didFailToToggleFavorite(of: id) }
  }
}

// MARK: - FavoritesObserver

extension ProductListInteractor: FavoritesObserver {
  func favoritesDidChange(_ change: FavoritesChange) { output?.favoritesDidChange(change) }
}
