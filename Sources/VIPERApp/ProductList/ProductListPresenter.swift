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
  /// The loaded products' ids in row order, and the (first) row of each, kept when products
  /// arrive: a row is found by its product at once, and the app exports the ids as they are.
  private(set) var productIDs: [ProductID] = []
  private var rowOfProduct: [ProductID: Int] = [:]

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
      return ProductListDisplayModel(
        errorMessage: viewState.errorMessage, isEmptyVisible: true, isRefreshVisible: true)
    case .loaded(let products):
      return ProductListDisplayModel(
        errorMessage: viewState.errorMessage, isRefreshVisible: true, rowCount: products.count)
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

  func rowDisplayModel(at row: Int) -> ProductRowDisplayModel? {
    guard case .loaded(let products) = viewState.phase, products.indices.contains(row) else { return nil }
    return Self.row(for: products[row], favorites: interactor.favorites)
  }

  func row(of id: ProductID) -> Int? { rowOfProduct[id] }
}

// MARK: - ProductListInteractorOutput

extension ProductListPresenter: ProductListInteractorOutput {
  func didFetchProducts(_ products: [Product]) {
    productIDs = products.map(\.id)
    rowOfProduct = [ProductID: Int](minimumCapacity: productIDs.count)
    // Last to first, so that a product listed twice is found at its first row.
    for row in productIDs.indices.reversed() { rowOfProduct[productIDs[row]] = row }
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
