import AppContract
import Domain

/// The product detail's presentation logic.
@MainActor
final class ProductDetailPresenter {
  weak var view: (any ProductDetailViewInput)?
  private let productID: ProductID
  private let interactor: any ProductDetailInteractorInput
  private let router: any ProductDetailRouterInput

  private enum Phase {
    case notLoaded
    case loading
    case loaded(ProductDetail)
    case failed
  }

  private var phase = Phase.notLoaded
  /// "Could not update favourite", after a toggle from this screen failed.
  private var favoriteMessage: String?

  init(
    productID: ProductID, interactor: any ProductDetailInteractorInput, router: any ProductDetailRouterInput
  ) {
    self.productID = productID
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    phase = .loading
    render()
    interactor.fetchProduct(id: productID)
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: ProductDetailDisplayModel {
    switch phase {
    case .notLoaded, .loading:
      return ProductDetailDisplayModel(isLoadingVisible: true)
    case .failed:
      return ProductDetailDisplayModel(errorMessage: AppText.productLoadFailed, isRetryVisible: true)
    case .loaded(let product):
      let favorites = interactor.favorites
      let content = ProductDetailDisplayModel.Content(
        name: product.name, price: PriceFormatter.format(product.price), description: product.description,
        favoriteGlyph: AppText.favoriteGlyph(
          isFavorite: favorites.isFavorite(product.id, fallback: product.isFavorite)),
        isFavoriteEnabled: !favorites.isPending(product.id))
      return ProductDetailDisplayModel(title: product.name, errorMessage: favoriteMessage, content: content)
    }
  }
}

// MARK: - ProductDetailViewOutput

extension ProductDetailPresenter: ProductDetailViewOutput {
  func viewWillAppear() {
    if case .notLoaded = phase { load() }
  }

  func viewDidLeave() { interactor.cancelFetch() }

  func didTapRetry() { load() }

  func didTapFavorite() { interactor.toggleFavorite(of: productID) }

  func didTapBuy() {
    guard case .loaded(let product) = phase else { return }
    router.showCheckout(for: product.summary)
  }
}

// MARK: - ProductDetailInteractorOutput

extension ProductDetailPresenter: ProductDetailInteractorOutput {
  func didFetchProduct(_ product: ProductDetail) {
    phase = .loaded(product)
    render()
  }

  func didFailToFetchProduct() {
    phase = .failed
    render()
  }

  func favoritesDidChange(_ change: FavoritesChange) {
    if case .toggleStarted = change { favoriteMessage = nil }
    render()
  }

  func didFailToToggleFavorite() {
    favoriteMessage = AppText.favoriteFailed
    render()
  }
}

// MARK: - ProductDetailModuleInput

extension ProductDetailPresenter: ProductDetailModuleInput {
  var snapshot: DetailSnapshot {
    let loadPhase: LoadPhase
    switch phase {
    case .notLoaded: loadPhase = .notLoaded
    case .loading: loadPhase = .loading
    case .loaded: loadPhase = .loaded
    case .failed: loadPhase = .failed
    }
    return DetailSnapshot(productID: productID, phase: loadPhase, message: displayModel.errorMessage)
  }
}
