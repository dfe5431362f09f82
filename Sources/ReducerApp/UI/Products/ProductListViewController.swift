import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders the product list from its store scope and sends what the user did. No logic here.
final class ProductListViewController: ViewController {
  typealias ViewState = WithFavorites<ProductListFeature.State>

  private let store: Store<ViewState, ProductListFeature.Action>
  private var observation: ObservationToken?
  private var rendered = ViewState(screen: .init(), favorites: .init())

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.productsLoading)
  private let errorLabel = Label(identifier: ElementID.productsError)
  private let retryButton = Button(identifier: ElementID.productsRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.productsEmpty, text: AppText.noProducts)
  private let refreshButton = Button(identifier: ElementID.productsRefresh, title: AppText.refresh)
  private let listView = ListView(identifier: ElementID.productsList, visibleRowCapacity: 20)

  init(store: Store<ViewState, ProductListFeature.Action>) {
    self.store = store
    super.init()
    title = AppText.productsTitle
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.productList }

  private var products: IdentifiedArray<Product> { rendered.screen.products.value ?? [] }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for element in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] {
      view.addSubview(element)
    }
    listView.register(ProductRowCell.self, forCellReuseIdentifier: ProductRowCell.reuseID)
    listView.dataSource = self
    listView.delegate = self
    retryButton.addAction { [weak self] in self?.store.send(.retryTapped) }
    refreshButton.addAction { [weak self] in self?.store.send(.refreshTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    store.send(.viewWillAppear)
  }

  // MARK: - Rendering

  private func render(_ state: ViewState) {
    rendered = state
    let list = state.screen
    let loaded = list.products.value
    loadingIndicator.isHidden = list.products != .loading
    errorLabel.text = list.message ?? ""
    errorLabel.isHidden = list.message == nil
    retryButton.isHidden = list.products != .failed
    emptyLabel.isHidden = loaded?.isEmpty != true
    refreshButton.isHidden = loaded == nil
    listView.isHidden = loaded?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - List

extension ProductListViewController: ListViewDataSource, ListViewDelegate {
  func numberOfRows(in listView: ListView) -> Int { products.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductRowCell.reuseID, for: row)
    let product = products[row]
    (cell as? ProductRowCell)?.configure(
      product: product,
      isFavorite: rendered.favorites.isFavorite(product.id, fallback: product.isFavorite),
      isPending: rendered.favorites.pending.contains(product.id)
    ) { [weak self] in
      self?.store.send(.favoriteTapped(product.id))
    }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.productRow(products[row].id)
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap(products.index(id:))
  }

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    store.send(.productTapped(products[row].id))
  }
}
