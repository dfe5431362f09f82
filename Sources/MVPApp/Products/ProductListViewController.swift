import AppContract
import Domain
import HeadlessUI

/// The product list's passive view: builds its views, forwards every event to the presenter and
/// shows what the presenter tells it. It decides nothing; it pushes the detail when told to.
final class ProductListViewController: ViewController {
  let presenter: ProductListPresenter
  private let screens: ScreenAssembly

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.productsLoading)
  private let errorLabel = Label(identifier: ElementID.productsError)
  private let retryButton = Button(identifier: ElementID.productsRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.productsEmpty, text: AppText.noProducts)
  private let refreshButton = Button(identifier: ElementID.productsRefresh, title: AppText.refresh)
  private let listView = ListView(identifier: ElementID.productsList, visibleRowCapacity: 20)

  init(presenter: ProductListPresenter, screens: ScreenAssembly) {
    self.presenter = presenter
    self.screens = screens
    super.init()
    title = AppText.productsTitle
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.productList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, refreshButton, listView] {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.presenter.retryTapped() }
    refreshButton.addAction { [weak self] in self?.presenter.refreshTapped() }
    listView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
    listView.dataSource = self
    listView.delegate = self
    presenter.viewDidLoad()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    presenter.viewWillAppear()
  }
}

// MARK: - ProductListView

extension ProductListViewController: ProductListView {
  func showLoading() {
    display(loading: true, error: nil, retry: false, empty: false, list: false)
  }

  func showLoadFailure(message: String) {
    display(loading: false, error: message, retry: true, empty: false, list: false)
  }

  func showEmpty(notice: String?) {
    display(loading: false, error: notice, retry: false, empty: true, list: false)
  }

  func showList(notice: String?) {
    display(loading: false, error: notice, retry: false, empty: false, list: true)
  }

  func setRefreshVisible(_ isVisible: Bool) {
    refreshButton.isHidden = !isVisible
  }

  func showDetail(of id: ProductID) {
    navigationController?.pushViewController(screens.makeProductDetail(of: id))
  }

  /// Sets every content subview at once, so no state leaves another state's views on screen; the
  /// list reloads its rows from the presenter. Refresh is the presenter's to show or hide.
  private func display(loading: Bool, error: String?, retry: Bool, empty: Bool, list: Bool) {
    loadingIndicator.isHidden = !loading
    errorLabel.isHidden = error == nil
    errorLabel.text = error ?? ""
    retryButton.isHidden = !retry
    emptyLabel.isHidden = !empty
    listView.isHidden = !list
    listView.reloadData()
  }
}
