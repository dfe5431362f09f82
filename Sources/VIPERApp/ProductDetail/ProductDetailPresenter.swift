import AppContract
import Domain

/// The product detail's presentation logic.
@MainActor
final class ProductDetailPresenter {
  weak var view: (any ProductDetailViewInput)?
  private let interactor: any ProductDetailInteractorInput
  private let router: any ProductDetailRouterInput
  /// The screen's state; the display model is derived from it.
  private(set) var viewState: ProductDetailViewState

  init(
    productID: ProductID, interactor: any ProductDetailInteractorInput, router: any ProductDetailRouterInput
  ) {
    self.viewState = ProductDetailViewState(productID: productID)
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    viewState.phase = .loading
    render()
    interactor.fetchProduct(id: viewState.productID)
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: ProductDetailDisplayModel {
    switch viewState.phase {
    case .notLoaded, .loading:
      return ProductDetailDisplayModel(isLoadingVisible: true)
    case .failed:
      return ProductDetailDisplayModel(errorMessage: viewState.errorMessage, isRetryVisible: true)
    case .loaded(let product):
      let favorites = interactor.favorites
      let content = ProductDetailDisplayModel.Content(
        name: product.name, price: PriceFormatter.format(product.price), description: product.description,
        favoriteGlyph: AppText.favoriteGlyph(
          isFavorite: favorites.isFavorite(product.id, fallback: product.isFavorite)),
        isFavoriteEnabled: !favorites.isPending(product.id))
      return ProductDetailDisplayModel(
        title: product.name, errorMessage: viewState.errorMessage, content: content)
    }
  }
}

// MARK: - ProductDetailViewOutput

extension ProductDetailPresenter: ProductDetailViewOutput {
  func viewWillAppear() {
    if case .notLoaded = viewState.phase { load() }
  }

  func viewDidLeave() { interactor.cancelFetch() }

  func didTapRetry() { load() }

  func didTapFavorite() { interactor.toggleFavorite(of: viewState.productID) }

  func didTapBuy() {
    guard case .loaded(let product) = viewState.phase else { return }
    router.showCheckout(for: product.summary)
  }
}

// MARK: - ProductDetailInteractorOutput

extension ProductDetailPresenter: ProductDetailInteractorOutput {
  func didFetchProduct(_ product: ProductDetail) {
    viewState.phase = .loaded(product)
    render()
  }

  func didFailToFetchProduct() {
    viewState.phase = .failed
    render()
  }

  func favoritesDidChange(_ change: FavoritesChange) {
    if case .toggleStarted = change { viewState.hasFavoriteFailure = false }
    render()
  }

  func didFailToToggleFavorite() {
    viewState.hasFavoriteFailure = true
    render()
  }
}

// MARK: - ProductDetailModuleInput

extension ProductDetailPresenter: ProductDetailModuleInput {}
