import AppContract
import Domain

/// The product list's presentation logic: when to load, what each state shows, where taps lead.
@MainActor
final class ProductListPresenter {
  weak var view: (any ProductListViewInput)?
  private let interactor: any ProductListInteractorInput
  private let router: any ProductListRouterInput
  /// The screen's state; the display model is derived from it.
  private(set) var viewState = ProductListViewState()

  init(interactor: any ProductListInteractorInput, router: any ProductListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    viewState.hasFavoriteFailure = false
    viewState.phase = .loading
    render()
    interactor.fetchProducts()
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: ProductListDisplayModel {
    switch viewState.phase {
    case .notLoaded, .loading:
      return ProductListDisplayModel(isLoadingVisible: true)
    case .failed:
      return ProductListDisplayModel(errorMessage: viewState.errorMessage, isRetryVisible: true)
    case .loaded(let products) where products.isEmpty:
      return ProductListDisplayModel(isEmptyVisible: true, isRefreshVisible: true)
    case .loaded(let products):
      let favorites = interactor.favorites
      return ProductListDisplayModel(
        errorMessage: viewState.errorMessage, isRefreshVisible: true,
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
    if case .notLoaded = viewState.phase { load() }
  }

  func didTapRetry() { load() }

  func didTapRefresh() { load() }

  func didSelectProduct(_ id: ProductID) { router.showDetail(of: id) }

  func didTapFavorite(of id: ProductID) { interactor.toggleFavorite(of: id) }
}

// MARK: - ProductListInteractorOutput

extension ProductListPresenter: ProductListInteractorOutput {
  func didFetchProducts(_ products: [Product]) {
    viewState.phase = .loaded(products)
    render()
  }

  func didFailToFetchProducts() {
    viewState.phase = .failed
    render()
  }

  func favoritesDidChange(_ change: FavoritesChange) {
    if case .toggleStarted = change { viewState.hasFavoriteFailure = false }
    render()
  }

  func didFailToToggleFavorite(of id: ProductID) {
    viewState.hasFavoriteFailure = true
    render()
  }
}

// MARK: - ProductListModuleInput

extension ProductListPresenter: ProductListModuleInput {}
