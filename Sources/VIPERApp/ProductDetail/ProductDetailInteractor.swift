import Domain

/// The product detail's use cases: fetch the product (recording its favourite state app-wide) and
/// toggle its favourite through the shared service.
@MainActor
final class ProductDetailInteractor {
  weak var output: (any ProductDetailInteractorOutput)?
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

  private func didReceive(_ result: Result<ProductDetail, APIError>, request: Int) {
    guard request == latestRequest else { return }
    switch result {
    case .success(let product):
      output?.didFetchProduct(product)
    case .failure:
      output?.didFailToFetchProduct()
    }
  }
}

// MARK: - ProductDetailInteractorInput

extension ProductDetailInteractor: ProductDetailInteractorInput {
  var favorites: FavoriteStates { favoritesService.states }

  func fetchProduct(id: ProductID) {
    latestRequest += 1
    let request = latestRequest
    runner.run { [weak self, api, favoritesService] in
      let result: Result<ProductDetail, APIError>
      do throws(APIError) {
        let payload = try await api.fetchProduct(id: id).toDomain()
        favoritesService.record(payload)
        result = .success(payload)
      } catch {
        result = .failure(error)
      }
      self?.didReceive(result, request: request)
    }
  }

  func toggleFavorite(of id: ProductID) {
    favoritesService.toggle(id) { [weak self] in self?.output?.didFailToToggleFavorite() }
  }
}

// MARK: - FavoritesObserver

extension ProductDetailInteractor: FavoritesObserver {
  func favoritesDidChange(_ change: FavoritesChange) { output?.favoritesDidChange(change) }
}
