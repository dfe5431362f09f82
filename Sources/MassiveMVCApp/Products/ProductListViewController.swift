import AppContract
import Domain
import Foundation
import HeadlessUI

/// The product list, and everything behind it: fetches the products from the API and maps them,
/// writes every payload's favourite states into the shared ``AppData``, toggles favourites
/// through the API (pessimistically, with the pending set), shows the errors, listens to the
/// other screens' notifications, is its list's data source and delegate, and pushes the detail of
/// a tapped row.
final class ProductListViewController: ViewController, ListViewDataSource, ListViewDelegate {
  private let environment: AppEnvironment
  private let data: AppData
  private var observers: [any NSObjectProtocol] = []

  /// The products of the last load, in the API's order; nil before it, while loading and after a
  /// failure.
  private(set) var products: [Product]? {
    didSet {
      productIDs = products?.map(\.id) ?? []
      rowOfProduct = [:]
      // Last to first, so that a product listed twice is found at its first row.
      for row in productIDs.indices.reversed() { rowOfProduct[productIDs[row]] = row }
    }
  }
  /// The loaded products' ids in row order, and the row of each: kept with `products`, so the
  /// exported list and a row looked up by its product cost nothing per step.
  private(set) var productIDs: [ProductID] = []
  private var rowOfProduct: [ProductID: Int] = [:]
  private(set) var isLoading = false
  private(set) var loadFailed = false
  /// Whether the last favourite toggle made from this list failed (shown while loaded).
  private(set) var showsFavoriteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last favourite request made from this list, for tests to await.
  private(set) var favoriteTask: Task<Void, Never>?

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.productsLoading)
  let errorLabel = Label(identifier: ElementID.productsError)
  private let retryButton = Button(identifier: ElementID.productsRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.productsEmpty, text: AppText.noProducts)
  private let refreshButton = Button(identifier: ElementID.productsRefresh, title: AppText.refresh)
  let listView = ListView(identifier: ElementID.productsList, visibleRowCapacity: 20)

  init(environment: AppEnvironment, data: AppData) {
    self.environment = environment
    self.data = data
    super.init()
    title = AppText.productsTitle
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

  override var screenName: String { ScreenName.productList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.loadProducts() }
    refreshButton.addAction { [weak self] in self?.loadProducts() }
    listView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
    listView.dataSource = self
    listView.delegate = self
    trackLifetime(of: view, role: "root view")
    render()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    if products == nil, !isLoading, !loadFailed { loadProducts() }
  }

  // MARK: - Loading

  /// Shows loading and fetches the list (first appearance, refresh, retry). A fetch still in
  /// flight is cancelled, and a cancelled fetch changes nothing, not even the favourites.
  func loadProducts() {
    loadTask?.cancel()
    products = nil
    isLoading = true
    loadFailed = false
    showsFavoriteError = false
    render()
    loadTask = Task { [weak self, api = environment.api, data] in
      let loaded = try? await api.fetchProducts().map { $0.toDomain() }
      guard !Task.isCancelled else { return }
      if let loaded {
        for product in loaded { data.favorites[product.id] = product.isFavorite }
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
      }
      guard let self else { return }
      products = loaded
      isLoading = false
      loadFailed = loaded == nil
      render()
    }
  }

  // MARK: - Favourites

  /// Flips the favourite state of `id` through the API, unless a request for it is pending: the
  /// product is pending until the API answers, and its state changes only on success, app-wide.
  func toggleFavorite(of id: ProductID) {
    guard !data.pendingFavorites.contains(id) else { return }
    let requested = !(data.favorites[id] ?? false)
    data.pendingFavorites.insert(id)
    data.notificationCenter.post(name: .favoriteToggleDidStart, object: nil)
    data.notificationCenter.post(name: .favoritesDidChange, object: nil)
    favoriteTask = Task { [weak self, api = environment.api, data] in
      do {
        try await api.setFavorite(id: id, isFavorite: requested)
        data.favorites[id] = requested
        data.pendingFavorites.remove(id)
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
      } catch {
        data.pendingFavorites.remove(id)
        data.notificationCenter.post(name: .favoritesDidChange, object: nil)
        self?.showsFavoriteError = true
        self?.render()
      }
    }
  }

  // MARK: - Rendering

  func render() {
    guard isViewLoaded else { return }
    loadingIndicator.isHidden = !isLoading
    errorLabel.text = loadFailed ? AppText.productsLoadFailed : AppText.favoriteFailed
    errorLabel.isHidden = !(loadFailed || (products != nil && showsFavoriteError))
    retryButton.isHidden = !loadFailed
    emptyLabel.isHidden = products?.isEmpty != true
    refreshButton.isHidden = products == nil
    listView.isHidden = products?.isEmpty != false
    listView.reloadData()
  }

  // MARK: - ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    products?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: row)
    guard let cell = cell as? ProductCell, let product = products?[row] else { return cell }
    cell.accessibilityIdentifier = ElementID.productRow(product.id)
    cell.nameLabel.accessibilityIdentifier = ElementID.productName(product.id)
    cell.nameLabel.text = product.name
    cell.priceLabel.accessibilityIdentifier = ElementID.productPrice(product.id)
    cell.priceLabel.text = PriceFormatter.format(product.price)
    cell.favoriteButton.accessibilityIdentifier = ElementID.productFavorite(product.id)
    cell.favoriteButton.title = AppText.favoriteGlyph(isFavorite: data.favorites[product.id] ?? false)
    cell.favoriteButton.isEnabled = !data.pendingFavorites.contains(product.id)
    cell.onFavoriteTap = { [weak self] in self?.toggleFavorite(of: product.id) }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    products.map { ElementID.productRow($0[row].id) }
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap { rowOfProduct[$0] }
  }

  // MARK: - ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard let product = products?[row] else { return }
    let detail = ProductDetailViewController(productID: product.id, environment: environment, data: data)
    navigationController?.pushViewController(detail)
  }
}

/// A row of the product list: three subviews the controller fills in, and the favourite button's
/// tap handed to whatever closure the controller set.
final class ProductCell: ListCell {
  static let reuseIdentifier = "ProductCell"

  let nameLabel = Label()
  let priceLabel = Label()
  let favoriteButton = Button()
  var onFavoriteTap: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for subview: View in [nameLabel, priceLabel, favoriteButton] { addSubview(subview) }
    favoriteButton.addAction { [weak self] in self?.onFavoriteTap?() }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onFavoriteTap = nil
  }
}
