import Domain

/// The product detail's use cases: fetch the product (recording its favourite state app-wide) and
/// toggle its favourite through the shared service. The fetch is the interactor's own task: a newer
/// fetch or ``cancelFetch()`` cancels it, and a cancelled fetch records and delivers nothing. The
/// toggle is the service's request, so it runs on after the module left.
@MainActor
final class ProductDetailInteractor {
  weak var output: (any ProductDetailInteractorOutput)?
  private let api: any ProductAPI
  private let favoritesService: FavoritesService
  private let runner: TaskRunner
  /// The fetch in flight.
  private var fetchTask: Task<Void, Never>?

  init(api: any ProductAPI, favorites: FavoritesService, runner: TaskRunner) {
    self.api = api
    self.favoritesService = favorites
    self.runner = runner
    favorites.addObserver(self)
  }

  private func didReceive(_ result: Result<ProductDetail, APIError>) {
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
    fetchTask?.cancel()
    fetchTask = runner.run { [weak self, api, favoritesService] in
      let result: Result<ProductDetail, APIError>
      do throws(APIError) {
        let payload = try await api.fetchProduct(id: id).toDomain()
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

  func cancelFetch() {
    fetchTask?.cancel()
    fetchTask = nil
  }

  func toggleFavorite(of id: ProductID) {
    favoritesService.toggle(id) { [weak self] in self?.output?.didFailToToggleFavorite() }
  }
}

// MARK: - FavoritesObserver

extension ProductDetailInteractor: FavoritesObserver {
  func favoritesDidChange(_ change: FavoritesChange) { output?.favoritesDidChange(change) }
}
