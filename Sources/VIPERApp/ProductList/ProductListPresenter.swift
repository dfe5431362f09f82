import AppContract
import Domain

/// The product list's presentation logic: when to load, what each state shows, where taps lead.
@MainActor
final class ProductListPresenter {
  weak var view: (any ProductListViewInput)?
  private let interactor: any ProductListInteractorInput
  private let router: any ProductListRouterInput

  private enum Phase {
    case notLoaded
    case loading
    case loaded([Product])
    case failed
  }

  private var phase = Phase.notLoaded
  /// "Could not update favourite", after a toggle from this list failed.
  private var favoriteMessage: String?

  init(interactor: any ProductListInteractorInput, router: any ProductListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    favoriteMessage = nil
    phase = .loading
    render()
    interactor.fetchProducts()
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: ProductListDisplayModel {
    switch phase {
    case .notLoaded, .loading:
      return ProductListDisplayModel(isLoadingVisible: true)
    case .failed:
      return ProductListDisplayModel(errorMessage: AppText.productsLoadFailed, isRetryVisible: true)
    case .loaded(let products) where products.isEmpty:
      return ProductListDisplayModel(isEmptyVisible: true, isRefreshVisible: true)
    case .loaded(let products):
      let favorites = interactor.favorites
      return ProductListDisplayModel(
        errorMessage: favoriteMessage, isRefreshVisible: true,
        rows: products.map { Self.row(for: $0, favorites: favorites) })
    }
  }

  private static func row(for product: Product, favorites: FavoriteStates) -> ProductRowDisplayModel {
    ProductRowDisplayModel(
      id: product.id, name: product.name, price: PriceFormatter.format(product.price),
      favoriteGlyph: AppText.favoriteGlyph(
        isFavorite: favorites.isFavorite(product.id, fallback: product.isFavorite)),
      isFavoriteEnabled: !favorites.isPending(product.id))
  }
}

// MARK: - ProductListViewOutput

extension ProductListPresenter: ProductListViewOutput {
  func viewWillAppear() {
    if case .notLoaded = phase { load() }
  }

  func didTapRetry() { load() }

  func didTapRefresh() { load() }

  func didSelectProduct(_ id: ProductID) { router.showDetail(of: id) }

  func didTapFavorite(of id: ProductID) { interactor.toggleFavorite(of: id) }
}

// MARK: - ProductListInteractorOutput

extension ProductListPresenter: ProductListInteractorOutput {
  func didFetchProducts(_ products: [Product]) {
    phase = .loaded(products)
    render()
  }

  func didFailToFetchProducts() {
    phase = .failed
    render()
  }

  func favoritesDidChange(_ change: FavoritesChange) {
    if case .toggleStarted = change { favoriteMessage = nil }
    render()
  }

  func didFailToToggleFavorite(of id: ProductID) {
    favoriteMessage = AppText.favoriteFailed
    render()
  }
}

// MARK: - ProductListModuleInput

extension ProductListPresenter: ProductListModuleInput {
  var snapshot: ListSnapshot<ProductID> {
    let message = displayModel.errorMessage
    switch phase {
    case .notLoaded: return ListSnapshot(phase: .notLoaded)
    case .loading: return ListSnapshot(phase: .loading)
    case .failed: return ListSnapshot(phase: .failed, message: message)
    case .loaded(let products): return ListSnapshot(phase: .loaded, ids: products.map(\.id), message: message)
    }
  }
}
