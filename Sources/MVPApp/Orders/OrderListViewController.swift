import AppContract
import HeadlessUI

/// The order list's passive view: forwards appearance and retry to the presenter and shows the
/// rows it is told. Tapping a row does nothing.
final class OrderListViewController: ViewController {
  let presenter: OrderListPresenter
  /// The rows as last shown, for the list's data source.
  private(set) var rows: [OrderRow] = []

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  private let errorLabel = Label(identifier: ElementID.ordersError)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  private let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(presenter: OrderListPresenter) {
    self.presenter = presenter
    super.init()
    title = AppText.ordersTitle
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.orderList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [loadingIndicator, errorLabel, retryButton, emptyLabel, listView] {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.presenter.retryTapped() }
    listView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseIdentifier)
    listView.dataSource = self
    presenter.viewDidLoad()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    presenter.viewWillAppear()
  }
}

// MARK: - OrderListView

extension OrderListViewController: OrderListView {
  func showLoading() {
    display(loading: true, error: nil, retry: false, empty: false, rows: [])
  }

  func showLoadFailure(message: String) {
    display(loading: false, error: message, retry: true, empty: false, rows: [])
  }

  func showEmpty() {
    display(loading: false, error: nil, retry: false, empty: true, rows: [])
  }

  func show(rows: [OrderRow]) {
    display(loading: false, error: nil, retry: false, empty: false, rows: rows)
  }

  /// Sets every subview at once, so no state leaves another state's views on screen.
  private func display(loading: Bool, error: String?, retry: Bool, empty: Bool, rows: [OrderRow]) {
    loadingIndicator.isHidden = !loading
    errorLabel.isHidden = error == nil
    errorLabel.text = error ?? ""
    retryButton.isHidden = !retry
    emptyLabel.isHidden = !empty
    self.rows = rows
    listView.isHidden = rows.isEmpty
    listView.reloadData()
  }
}

// MARK: - ListViewDataSource

extension OrderListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderCell.reuseIdentifier, for: row)
    (cell as? OrderCell)?.configure(with: rows[row])
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.orderRow(rows[row].id)
  }
}
