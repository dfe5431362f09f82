import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders the product list's view model and forwards the user's events to it. It owns no
/// logic and never shows another screen: a row tap is an action, the coordinator navigates.
final class ProductListViewController: ViewController {
  let viewModel: ProductListViewModel
  private let work: AsyncWork
  /// The rows as last rendered, for the list's data source.
  private var rows = ProductListViewModel.Rows()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.productsLoading)
  private let errorLabel = Label(identifier: ElementID.productsError)
  private let retryButton = Button(identifier: ElementID.productsRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.productsEmpty, text: AppText.noProducts)
  private let refreshButton = Button(identifier: ElementID.productsRefresh, title: AppText.refresh)
  private let listView = ListView(identifier: ElementID.productsList, visibleRowCapacity: 20)

  init(viewModel: ProductListViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = AppText.productsTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.productList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] {
      view.addSubview(subview)
    }
    listView.register(ProductListCell.self, forCellReuseIdentifier: ProductListCell.reuseID)
    listView.dataSource = self
    listView.delegate = self
    retryButton.addAction { [weak self] in self?.viewModel.doAction(.view(.retryTapped)) }
    refreshButton.addAction { [weak self] in self?.viewModel.doAction(.view(.refreshTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    viewModel.doAction(.view(.willAppear))
  }

  // MARK: - Rendering

  private func render() {
    let phase = viewModel.state.phase
    let notice = viewModel.notice
    rows = viewModel.rows
    let isLoaded = if case .loaded = phase { true } else { false }
    loadingIndicator.isHidden = phase != .loading
    errorLabel.isHidden = notice == nil
    errorLabel.text = notice?.text ?? ""
    retryButton.isHidden = phase != .failed
    emptyLabel.isHidden = !(isLoaded && rows.isEmpty)
    refreshButton.isHidden = !isLoaded
    listView.isHidden = !(isLoaded && !rows.isEmpty)
    listView.reloadData()
  }
}

// MARK: - ListViewDataSource

extension ProductListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { rows.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductListCell.reuseID, for: row)
    guard let productCell = cell as? ProductListCell else { return cell }
    let id = rows[row].product.id
    productCell.configure(with: rows[row])
    productCell.onFavoriteTapped = { [weak self] in self?.viewModel.doAction(.view(.favoriteTapped(id))) }
    return productCell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.productRow(rows[row].product.id)
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap(rows.row(of:))
  }
}

// MARK: - ListViewDelegate

extension ProductListViewController: ListViewDelegate {
  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    viewModel.doAction(.view(.productTapped(rows[row].product.id)))
  }
}
