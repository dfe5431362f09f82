import Domain

/// The product list's use cases: fetch the products (recording their favourite states app-wide)
/// and toggle a favourite through the shared service.
@MainActor
final class ProductListInteractor {
  weak var output: (any ProductListInteractorOutput)?
  private let api: any ProductAPI
  private let favoritesService: FavoritesService
  private let runner: TaskRunner
  /// Only the answer to the latest fetch is delivered (every answer still sets the app-wide
  /// favourite state, even after the module left).
  private var latestRequest = 0

  init(api: any ProductAPI, favorites: FavoritesService, runner: TaskRunner) {
    self.api = api
    self.favoritesService = favorites
    self.runner = runner
    favorites.addObserver(self)
  }

  private func didReceive(_ result: Result<[Product], APIError>, request: Int) {
    guard request == latestRequest else { return }
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
    latestRequest += 1
    let request = latestRequest
    runner.run { [weak self, api, favoritesService] in
      let result: Result<[Product], APIError>
      do throws(APIError) {
        let payload = try await api.fetchProducts().map { $0.toDomain() }
        favoritesService.record(payload)
        result = .success(payload)
      } catch {
        result = .failure(error)
      }
      self?.didReceive(result, request: request)
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
