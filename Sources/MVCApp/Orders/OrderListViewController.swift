import AppContract
import Domain
import HeadlessUI

/// The user's orders: fetched on first appearance and again whenever an order is placed.
final class OrderListViewController: ViewController {
  private let orderService: OrderService
  private(set) var state: LoadState<[Order]> = .notLoaded
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?

  // MARK: - Views

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  let errorLabel = Label(identifier: ElementID.ordersError, text: AppText.ordersLoadFailed)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(orderService: OrderService) {
    self.orderService = orderService
    super.init()
    title = AppText.ordersTitle
    orderService.addObserver(self)
  }

  override var screenName: String { ScreenName.orderList }

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
    if case .notLoaded = state { loadOrders() }
  }

  // MARK: - Actions

  /// Shows loading and fetches the orders (first appearance, retry, a placed order). A fetch still
  /// in flight is cancelled: only the newest answers.
  func loadOrders() {
    loadTask?.cancel()
    state = .loading
    render()
    loadTask = Task { [weak self, orderService] in
      let result: LoadState<[Order]>
      do {
        result = .loaded(try await orderService.fetchOrders())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      render()
    }
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    let orders = state.value
    loadingIndicator.isHidden = !state.isLoading
    errorLabel.isHidden = !state.isFailed
    retryButton.isHidden = !state.isFailed
    emptyLabel.isHidden = orders?.isEmpty != true
    listView.isHidden = orders?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - OrderObserver

extension OrderListViewController: OrderObserver {
  /// A placed order makes the list refetch, unless it never appeared: its first appearance will.
  func orderService(_ service: OrderService, didPlace order: Order) {
    if case .notLoaded = state { return }
    loadOrders()
  }
}

// MARK: - ListViewDataSource

extension OrderListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int {
    state.value?.count ?? 0
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderCell.reuseIdentifier, for: row)
    if let order = state.value?[row] { (cell as? OrderCell)?.configure(with: order) }
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    state.value.map { ElementID.orderRow($0[row].id) }
  }
}
