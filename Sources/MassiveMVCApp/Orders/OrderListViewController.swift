import AppContract
import Domain
import Foundation
import HeadlessUI

/// The user's orders, and everything behind them: fetches them from the API, maps and sorts them
/// newest first, refetches when the checkout posts that an order was placed, and is its list's
/// data source.
final class OrderListViewController: ViewController, ListViewDataSource {
  private let environment: AppEnvironment
  private let data: AppData
  private var observers: [any NSObjectProtocol] = []

  /// The orders of the last load, newest first; nil before it, while loading and after a failure.
  private(set) var orders: [Order]?
  private(set) var isLoading = false
  private(set) var loadFailed = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  let errorLabel = Label(identifier: ElementID.ordersError, text: AppText.ordersLoadFailed)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(environment: AppEnvironment, data: AppData) {
    self.environment = environment
    self.data = data
    super.init()
    title = AppText.ordersTitle
    observers = [
      data.notificationCenter.addMainActorObserver(forName: .orderDidPlace) { [weak self] in
        self?.orderWasPlaced()
      }
    ]
  }

  isolated deinit {
    for observer in observers { data.notificationCenter.removeObserver(observer) }
  }

  override var screenName: String { ScreenName.orderList }

  /// Whether the list ever asked for its orders.
  private var hasAskedForOrders: Bool { orders != nil || isLoading || loadFailed }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [loadingIndicator, errorLabel, retryButton, emptyLabel, listView] {
      view.addSubview(subview)
    }
    retryButton.addAction { [weak self] in self?.loadOrders() }
    listView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseIdentifier)
    listView.dataSource = self
    trackLifetime(of: view, role: "root view")
    render()
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    if !hasAskedForOrders { loadOrders() }
  }

  // MARK: - Loading

  /// Shows loading and fetches the orders (first appearance, retry, a placed order). A fetch still
  /// in flight is cancelled: only the newest answers.
  func loadOrders() {
    loadTask?.cancel()
    orders = nil
    isLoading = true
    loadFailed = false
    render()
    loadTask = Task { [weak self, api = environment.api] in
      let loaded = try? await api.fetchOrders().map { $0.toDomain() }.sortedNewestFirst()
      guard let self, !Task.isCancelled else { return }
      orders = loaded
      isLoading = false
      loadFailed = loaded == nil
      render()
    }
  }

  /// A placed order makes the list refetch, unless it never appeared: its first appearance will.
  private func orderWasPlaced() {
    if hasAskedForOrders { loadOrders() }
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    loadingIndicator.isHidden = !isLoading
    errorLabel.isHidden = !loadFailed
    retryButton.isHidden = !loadFailed
    emptyLabel.isHidden = orders?.isEmpty != true
    listView.isHidden = orders?.isEmpty != false
    listView.reloadData()
  }

  // MARK: - ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    orders?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderCell.reuseIdentifier, for: row)
    guard let cell = cell as? OrderCell, let order = orders?[row] else { return cell }
    cell.accessibilityIdentifier = ElementID.orderRow(order.id)
    cell.titleLabel.accessibilityIdentifier = ElementID.orderTitle(order.id)
    cell.titleLabel.text = order.title
    cell.totalLabel.accessibilityIdentifier = ElementID.orderTotal(order.id)
    cell.totalLabel.text = PriceFormatter.format(order.total)
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    orders.map { ElementID.orderRow($0[row].id) }
  }
}

/// A row of the order list: two labels the controller fills in.
final class OrderCell: ListCell {
  static let reuseIdentifier = "OrderCell"

  let titleLabel = Label()
  let totalLabel = Label()

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(titleLabel)
    addSubview(totalLabel)
  }
}
