import AppContract
import Domain

/// The product list's presentation logic: loads on first appearance, refreshes and retries,
/// shows each product's app-wide favourite state, toggles favourites and decides to open a
/// detail. It observes the ``FavoritesService`` and pushes every change to its view.
@MainActor
final class ProductListPresenter {
  weak var view: (any ProductListView)?
  private let products: ProductService
  private let favorites: FavoritesService
  private(set) var state: LoadState<[Product]> = .notLoaded {
    didSet { indexRows() }
  }
  /// The loaded products' ids in row order, and the row of each: kept with `state`, so the
  /// exported list and a row looked up by its product cost nothing per step.
  private(set) var productIDs: [ProductID] = []
  private var rowOfProduct: [ProductID: Int] = [:]
  /// Whether the last favourite toggle made from this list failed (shown while loaded).
  private(set) var showsFavoriteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last favourite request made from this list, for tests to await.
  private(set) var favoriteTask: Task<Void, Never>?

  init(products: ProductService, favorites: FavoritesService) {
    self.products = products
    self.favorites = favorites
    favorites.addObserver(self)
  }

  /// The error the list shows, if any.
  var notice: String? {
    switch state {
    case .failed: AppText.productsLoadFailed
    case .loaded where showsFavoriteError: AppText.favoriteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    present()
  }

  func viewWillAppear() {
    if case .notLoaded = state { loadProducts() }
  }

  func refreshTapped() {
    loadProducts()
  }

  func retryTapped() {
    loadProducts()
  }

  func rowSelected(at index: Int) {
    guard let product = state.value?[index] else { return }
    view?.showDetail(of: product.id)
  }

  /// Asks for the favourite state of `id` to flip, unless a request for it is pending.
  func favoriteTapped(_ id: ProductID) {
    guard !favorites.isPending(id) else { return }
    favoriteTask = Task { [weak self, favorites] in
      do {
        try await favorites.toggleFavorite(of: id)
      } catch {
        self?.showsFavoriteError = true
        self?.present()
      }
    }
  }

  // MARK: - Loading

  /// Shows loading and fetches the list; a fetch still in flight is cancelled, so only the newest
  /// answers.
  private func loadProducts() {
    loadTask?.cancel()
    showsFavoriteError = false
    state = .loading
    present()
    loadTask = Task { [weak self, products] in
      let result: LoadState<[Product]>
      do {
        result = .loaded(try await products.fetchProducts())
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
      view.showLoadFailure(message: AppText.productsLoadFailed)
    case .loaded(let products) where products.isEmpty:
      view.showEmpty(notice: notice)
    case .loaded:
      view.showList(notice: notice)
    }
    // Refresh is offered once the list loaded, empty or not; a failure offers Retry instead.
    view.setRefreshVisible(state.value != nil)
  }
}

// MARK: - Rows, read by the view's list

extension ProductListPresenter {
  /// How many rows the list shows: the loaded products, none in any other state.
  var numberOfRows: Int { loadedProducts.count }

  /// The product of the row at `index` (below ``numberOfRows``), without formatting it.
  func productID(at index: Int) -> ProductID {
    loadedProducts[index].id
  }

  /// The row at `index` (below ``numberOfRows``), formatted, with its app-wide favourite state.
  func row(at index: Int) -> ProductRow {
    let product = loadedProducts[index]
    return ProductRow(
      id: product.id, name: product.name, price: PriceFormatter.format(product.price),
      favoriteGlyph: AppText.favoriteGlyph(isFavorite: favorites.isFavorite(product.id)),
      isFavoriteEnabled: !favorites.isPending(product.id))
  }

  /// The row of product `id`, if the list shows it (its first, if listed twice).
  func row(of id: ProductID) -> Int? { rowOfProduct[id] }

  private var loadedProducts: [Product] { state.value ?? [] }

  fileprivate func indexRows() {
    productIDs = state.value?.map(\.id) ?? []
    var rows = [ProductID: Int](minimumCapacity: productIDs.count)
    // Last to first, so that a product listed twice is found at its first row.
    for row in productIDs.indices.reversed() { rows[productIDs[row]] = row }
    rowOfProduct = rows
  }
}

// MARK: - FavoritesObserver

extension ProductListPresenter: FavoritesObserver {
  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID) {
    showsFavoriteError = false
    present()
  }

  func favoritesServiceDidChange(_ service: FavoritesService) {
    present()
  }
}
