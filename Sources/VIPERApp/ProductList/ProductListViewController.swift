import AppContract
import Domain
import HeadlessUI

/// The product list screen: shows what the presenter hands it and forwards the user's taps.
@MainActor
final class ProductListViewController: ViewController {
  let output: any ProductListViewOutput
  private var model = ProductListDisplayModel()

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.productsLoading)
  private let errorLabel = Label(identifier: ElementID.productsError)
  private let retryButton = Button(identifier: ElementID.productsRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.productsEmpty, text: AppText.noProducts)
  private let refreshButton = Button(identifier: ElementID.productsRefresh, title: AppText.refresh)
  private let listView = ListView(identifier: ElementID.productsList, visibleRowCapacity: 20)

  init(output: any ProductListViewOutput) {
    self.output = output
    super.init()
    title = AppText.productsTitle
  }

  override var screenName: String { ScreenName.productList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] as [View]
    {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.output.didTapRetry() }
    refreshButton.addAction { [weak self] in self?.output.didTapRefresh() }
    listView.register(ProductListCell.self, forCellReuseIdentifier: ProductListCell.reuseIdentifier)
    listView.dataSource = self
    listView.delegate = self
    apply()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    output.viewWillAppear()
  }

  private func apply() {
    loadingIndicator.isHidden = !model.isLoadingVisible
    errorLabel.text = model.errorMessage ?? ""
    errorLabel.isHidden = model.errorMessage == nil
    retryButton.isHidden = !model.isRetryVisible
    emptyLabel.isHidden = !model.isEmptyVisible
    refreshButton.isHidden = !model.isRefreshVisible
    listView.isHidden = model.rowCount == nil
    listView.reloadData()
  }
}

// MARK: - ProductListViewInput

extension ProductListViewController: ProductListViewInput {
  func display(_ model: ProductListDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}

// MARK: - ListViewDataSource, ListViewDelegate

extension ProductListViewController: ListViewDataSource, ListViewDelegate {
  func numberOfRows(in listView: ListView) -> Int { model.rowCount ?? 0 }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: ProductListCell.reuseIdentifier, for: row)
    guard let productCell = cell as? ProductListCell, let item = output.rowDisplayModel(at: row) else {
      return cell
    }
    productCell.configure(with: item) { [weak self] in
      self?.output.didTapFavorite(of: item.id)
    }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    output.rowDisplayModel(at: row).map { ElementID.productRow($0.id) }
  }

  func listView(_ listView: ListView, rowWithIdentifier identifier: String) -> Int? {
    ElementID.productID(ofRow: identifier).flatMap(output.row(of:))
  }

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    guard let item = output.rowDisplayModel(at: row) else { return }
    output.didSelectProduct(item.id)
  }
}
