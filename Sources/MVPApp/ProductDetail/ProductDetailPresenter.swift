import AppContract
import Domain

/// One product's presentation logic: loads it on first appearance, shows its app-wide favourite
/// state, toggles it, and decides to present the checkout (making the checkout's presenter) and,
/// as its delegate, how it ends. Its
/// load is its own: when the view says it left for good the presenter cancels it; a favourite
/// request runs on (the service applies it).
@MainActor
final class ProductDetailPresenter {
  let productID: ProductID
  weak var view: (any ProductDetailView)?
  private let products: ProductService
  private let favorites: FavoritesService
  private let orders: OrderService
  private(set) var state: LoadState<ProductDetail> = .notLoaded
  /// Whether the last favourite toggle made from this screen failed.
  private(set) var showsFavoriteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last favourite request made from this screen, for tests to await.
  private(set) var favoriteTask: Task<Void, Never>?

  init(productID: ProductID, products: ProductService, favorites: FavoritesService, orders: OrderService) {
    self.productID = productID
    self.products = products
    self.favorites = favorites
    self.orders = orders
    favorites.addObserver(self)
  }

  /// The error the detail shows, if any.
  var notice: String? {
    switch state {
    case .failed: AppText.productLoadFailed
    case .loaded where showsFavoriteError: AppText.favoriteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    present()
  }

  func viewWillAppear() {
    if case .notLoaded = state { loadProduct() }
  }

  /// The screen left for good (popped, or its stack replaced): its answer is of no use now.
  func viewDidLeave() {
    loadTask?.cancel()
  }

  func retryTapped() {
    loadProduct()
  }

  /// Asks for the favourite state to flip, unless a request for this product is pending.
  func favoriteTapped() {
    guard !favorites.isPending(productID) else { return }
    favoriteTask = Task { [weak self, favorites, productID] in
      do {
        try await favorites.toggleFavorite(of: productID)
      } catch {
        self?.showsFavoriteError = true
        self?.present()
      }
    }
  }

  /// Makes the checkout's presenter for the loaded product, with this presenter as its delegate,
  /// and has the view present its screen.
  func buyTapped() {
    guard let product = state.value else { return }
    let checkout = CheckoutPresenter(product: product.summary, orders: orders)
    checkout.delegate = self
    view?.presentCheckout(checkout)
  }

  // MARK: - Loading

  /// Shows loading and fetches the product; a fetch still in flight is cancelled. A cancelled
  /// fetch changes nothing, not even the app-wide favourite.
  private func loadProduct() {
    loadTask?.cancel()
    state = .loading
    present()
    loadTask = Task { [weak self, products, productID] in
      let result: LoadState<ProductDetail>
      do {
        result = .loaded(try await products.fetchProduct(id: productID))
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      present()
    }
  }

  // MARK: - Presenting

  private func present() {
    guard let view else { return }
    switch state {
    case .notLoaded, .loading:
      view.showLoading()
    case .failed:
      view.showLoadFailure(message: AppText.productLoadFailed)
    case .loaded(let product):
      let content = ProductDetailContent(
        name: product.name, price: PriceFormatter.format(product.price), description: product.description,
        favoriteGlyph: AppText.favoriteGlyph(isFavorite: favorites.isFavorite(productID)),
        isFavoriteEnabled: !favorites.isPending(productID))
      view.show(content, notice: notice)
    }
  }
}

// MARK: - FavoritesObserver

extension ProductDetailPresenter: FavoritesObserver {
  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID) {
    showsFavoriteError = false
    present()
  }

  func favoritesServiceDidChange(_ service: FavoritesService) {
    present()
  }
}

// MARK: - CheckoutPresenterDelegate

/// The presenting screen ends the checkout, as UIKit's guidance has it: it has its view dismiss
/// the modal and, after a purchase, take the user from the product to their orders.
extension ProductDetailPresenter: CheckoutPresenterDelegate {
  func checkoutDidCancel() {
    view?.dismissCheckout()
  }

  func checkoutDidPlace(_ order: Order) {
    view?.dismissCheckoutAndShowOrders()
  }
}
