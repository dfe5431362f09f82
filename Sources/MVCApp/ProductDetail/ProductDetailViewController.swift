import AppContract
import Domain
import HeadlessUI

/// One product: loads it on first appearance, shows its app-wide favourite state, toggles it,
/// and presents the checkout. As the checkout's delegate it also ends the purchase. Its load is
/// its own: leaving for good cancels it; a favourite request runs on (the service applies it).
final class ProductDetailViewController: ViewController {
  let productID: ProductID
  let services: AppServices
  private(set) var state: LoadState<ProductDetail> = .notLoaded
  /// Whether the last favourite toggle made from this screen failed.
  private(set) var showsFavoriteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last favourite request made from this screen, for tests to await.
  private(set) var favoriteTask: Task<Void, Never>?

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.detailLoading)
  let errorLabel = Label(identifier: ElementID.detailError)
  private let retryButton = Button(identifier: ElementID.detailRetry, title: AppText.retry)
  private let nameLabel = Label(identifier: ElementID.detailName)
  private let priceLabel = Label(identifier: ElementID.detailPrice)
  private let descriptionLabel = Label(identifier: ElementID.detailDescription)
  private let favoriteButton = Button(identifier: ElementID.detailFavorite)
  private let buyButton = Button(identifier: ElementID.detailBuy, title: AppText.buy)

  init(productID: ProductID, services: AppServices) {
    self.productID = productID
    self.services = services
    super.init()
    title = ""
    services.favorites.addObserver(self)
  }

  override var screenName: String { ScreenName.productDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      loadingIndicator, errorLabel, retryButton, nameLabel, priceLabel, descriptionLabel, favoriteButton,
      buyButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    retryButton.addAction { [weak self] in self?.loadProduct() }
    favoriteButton.addAction { [weak self] in self?.toggleFavorite() }
    buyButton.addAction { [weak self] in self?.presentCheckout() }
    trackLifetime(of: view, role: "root view")
    render()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    if case .notLoaded = state { loadProduct() }
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    // Popped (back, tab re-tap, pop to root, a link's new stack): its answer is of no use now.
    if isLeavingForGood { loadTask?.cancel() }
  }

  // MARK: - Actions

  /// Shows loading and fetches the product (first appearance, retry); a fetch still in flight is
  /// cancelled. A cancelled fetch changes nothing, not even the app-wide favourite.
  func loadProduct() {
    loadTask?.cancel()
    state = .loading
    render()
    loadTask = Task { [weak self, products = services.products, productID] in
      let result: LoadState<ProductDetail>
      do {
        result = .loaded(try await products.fetchProduct(id: productID))
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      render()
    }
  }

  /// Asks for the favourite state to flip, unless a request for this product is pending.
  func toggleFavorite() {
    guard !services.favorites.isPending(productID) else { return }
    favoriteTask = Task { [weak self, favorites = services.favorites, productID] in
      do {
        try await favorites.toggleFavorite(of: productID)
      } catch {
        self?.showsFavoriteError = true
        self?.render()
      }
    }
  }

  func presentCheckout() {
    guard let product = state.value else { return }
    let checkout = CheckoutViewController(product: product.summary, orderService: services.orders)
    checkout.delegate = self
    present(NavigationController(rootViewController: checkout))
  }

  // MARK: - Rendering

  func render() {
    guard isViewLoaded else { return }
    let product = state.value
    title = product?.name ?? ""
    loadingIndicator.isHidden = !state.isLoading
    let showsFailure = state.isFailed
    errorLabel.text = showsFailure ? AppText.productLoadFailed : AppText.favoriteFailed
    errorLabel.isHidden = !(showsFailure || (product != nil && showsFavoriteError))
    retryButton.isHidden = !showsFailure
    for loadedView: View in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] {
      loadedView.isHidden = product == nil
    }
    guard let product else { return }
    nameLabel.text = product.name
    priceLabel.text = PriceFormatter.format(product.price)
    descriptionLabel.text = product.description
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: services.favorites.isFavorite(productID))
    favoriteButton.isEnabled = !services.favorites.isPending(productID)
  }
}

// MARK: - FavoritesObserver

extension ProductDetailViewController: FavoritesObserver {
  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID) {
    showsFavoriteError = false
    render()
  }

  func favoritesServiceDidChange(_ service: FavoritesService) {
    render()
  }
}
