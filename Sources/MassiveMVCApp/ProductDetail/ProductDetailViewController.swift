import AppContract
import Domain
import Foundation
import HeadlessUI

/// One product, and everything behind it: fetches it from the API and maps it, writes its
/// favourite state into the shared ``AppData``, toggles it through the API, listens to the other
/// screens' notifications, and presents the checkout. Its load is its own: leaving for good
/// cancels it; a favourite request runs on and applies app-wide.
final class ProductDetailViewController: ViewController {
  let productID: ProductID
  private let environment: AppEnvironment
  private let data: AppData
  private var observers: [any NSObjectProtocol] = []

  /// The loaded product; nil before the answer, while loading and after a failure.
  private(set) var product: ProductDetail?
  private(set) var isLoading = false
  private(set) var loadFailed = false
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

  init(productID: ProductID, environment: AppEnvironment, data: AppData) {
    self.productID = productID
    self.environment = environment
    self.data = data
    super.init()
    title = ""
    let center = data.notificationCenter
    observers = [
      center.addMainActorObserver(forName: .favoritesDidChange) { [weak self] in self?.render() },
      center.addMainActorObserver(forName: .favoriteToggleDidStart) { [weak self] in
        self?.showsFavoriteError = false
        self?.render()
      },
    ]
  }

  isolated deinit {
    for observer in observers { data.notificationCenter.removeObserver(observer) }
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
    if product == nil, !isLoading, !loadFailed { loadProduct() }
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    // Popped (back, tab re-tap, pop to root, a link's new stack) or dismissed: the answer is of
    // no use now — UIKit's `isMovingFromParent || isBeingDismissed` check.
    if isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true {
      loadTask?.cancel()
    }
  }

  // MARK: - Loading

  /// Shows loading and fetches the product (first appearance, retry); a fetch still in flight is
  /// cancelled. A cancelled fetch changes nothing, not even the app-wide favourite.
  func loadProduct() {
    loadTask?.cancel()
    product = nil
    isLoading = true
    loadFailed = false
    render()
    loadTask = Task { [weak self, api = environment.api, data, productID] in
      let loaded = try? await api.fetchProduct(id: productID).toDomain()
      guard !Task.isCancelled else { return }
      if let loaded {
        data.favorites[loaded.id] = loaded.isFavorite
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
      }
      guard let self else { return }
      product = loaded
      isLoading = false
      loadFailed = loaded == nil
      render()
    }
  }

  // MARK: - Favourite

  /// Flips the favourite state through the API, unless a request for this product is pending:
  /// the product is pending until the API answers, and its state changes only on success,
  /// app-wide.
  func toggleFavorite() {
    guard !data.pendingFavorites.contains(productID) else { return }
    let requested = !(data.favorites[productID] ?? false)
    data.pendingFavorites.insert(productID)
    data.notificationCenter.post(name: .favoriteToggleDidStart, object: nil)
    data.notificationCenter.post(name: .favoritesDidChange, object: nil)
    favoriteTask = Task { [weak self, api = environment.api, data, productID] in
      do {
        try await api.setFavorite(id: productID, isFavorite: requested)
        data.favorites[productID] = requested
        data.pendingFavorites.remove(productID)
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
      } catch {
        data.pendingFavorites.remove(productID)
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
        self?.showsFavoriteError = true
        self?.render()
      }
    }
  }

  // MARK: - Checkout

  /// Presents the checkout for the loaded product, in its own navigation controller.
  func presentCheckout() {
    guard let product else { return }
    let checkout = CheckoutViewController(product: product.summary, environment: environment, data: data)
    present(NavigationController(rootViewController: checkout))
  }

  // MARK: - Rendering

  func render() {
    guard isViewLoaded else { return }
    title = product?.name ?? ""
    loadingIndicator.isHidden = !isLoading
    errorLabel.text = loadFailed ? AppText.productLoadFailed : AppText.favoriteFailed
    errorLabel.isHidden = !(loadFailed || (product != nil && showsFavoriteError))
    retryButton.isHidden = !loadFailed
    for loadedView: View in [nameLabel, priceLabel, descriptionLabel, favoriteButton, buyButton] {
      loadedView.isHidden = product == nil
    }
    guard let product else { return }
    nameLabel.text = product.name
    priceLabel.text = PriceFormatter.format(product.price)
    descriptionLabel.text = product.description
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: data.favorites[productID] ?? false)
    favoriteButton.isEnabled = !data.pendingFavorites.contains(productID)
  }
}
