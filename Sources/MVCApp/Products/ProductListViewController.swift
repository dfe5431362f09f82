import AppContract
import Domain
import HeadlessUI

/// The product list: loads on first appearance, refreshes and retries on request, shows each
/// product's app-wide favourite state, toggles favourites and pushes the detail of a tapped row.
final class ProductListViewController: ViewController {
  let services: AppServices
  private(set) var state: LoadState<[Product]> = .notLoaded {
    didSet { indexRows() }
  }
  /// The loaded products' ids in row order, kept with `state` (the exported list reads them).
  private(set) var productIDs: [ProductID] = []
  /// The (first) row of each loaded product, kept with `state`, so a row is found by its product
  /// at once.
  private(set) var rowOfProduct: [ProductID: Int] = [:]
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

  init(services: AppServices) {
    self.services = services
    super.init()
    title = AppText.productsTitle
    services.favorites.addObserver(self)
  }

  override var screenName: String { ScreenName.productList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] {
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
    if case .notLoaded = state { loadProducts() }
  }

  // MARK: - Actions

  /// Shows loading and fetches the list (first appearance, refresh, retry); a fetch still in flight
  /// is cancelled, so only the newest answers.
  func loadProducts() {
    loadTask?.cancel()
    showsFavoriteError = false
    state = .loading
    render()
    loadTask = Task { [weak self, products = services.products] in
      let result: LoadState<[Product]>
      do {
        result = .loaded(try await products.fetchProducts())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      render()
    }
  }

  /// Asks for the favourite state of `id` to flip, unless a request for it is pending.
  func toggleFavorite(of id: ProductID) {
    guard !services.favorites.isPending(id) else { return }
    favoriteTask = Task { [weak self, favorites = services.favorites] in
      do {
        try await favorites.toggleFavorite(of: id)
      } catch {
        self?.showsFavoriteError = true
        self?.render()
      }
    }
  }

  func showDetail(of id: ProductID) {
    navigationController?.pushViewController(ProductDetailViewController(productID: id, services: services))
  }

  private func indexRows() {
    productIDs = state.value?.map(\.id) ?? []
    var rows = [ProductID: Int](minimumCapacity: productIDs.count)
    // Last to first, so that a product listed twice is found at its first row.
    for row in productIDs.indices.reversed() { rows[productIDs[row]] = row }
    rowOfProduct = rows
  }

  // MARK: - Rendering

  func render() {
    guard isViewLoaded else { return }
    let products = state.value
    loadingIndicator.isHidden = !state.isLoading
    let showsFailure = state.isFailed
    errorLabel.text = showsFailure ? AppText.productsLoadFailed : AppText.favoriteFailed
    errorLabel.isHidden = !(showsFailure || (products != nil && showsFavoriteError))
    retryButton.isHidden = !showsFailure
    emptyLabel.isHidden = products?.isEmpty != true
    refreshButton.isHidden = products == nil
    listView.isHidden = products?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - FavoritesObserver

extension ProductListViewController: FavoritesObserver {
  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID) {
    showsFavoriteError = false
    render()
  }

  func favoritesServiceDidChange(_ service: FavoritesService) {
    render()
  }
}
