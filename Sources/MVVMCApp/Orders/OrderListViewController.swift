import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// Renders the orders list's view model and forwards appearance and Retry to it.
final class OrderListViewController: ViewController {
  let viewModel: OrderListViewModel
  private let work: AsyncWork
  /// The orders as last rendered, for the list's data source.
  private var orders: [Order] = []

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  private let errorLabel = Label(identifier: ElementID.ordersError, text: AppText.ordersLoadFailed)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  private let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(viewModel: OrderListViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = AppText.ordersTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.orderList }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [loadingIndicator, errorLabel, retryButton, emptyLabel, listView] as [View] {
      view.addSubview(subview)
    }
    listView.register(OrderListCell.self, forCellReuseIdentifier: OrderListCell.reuseID)
    listView.dataSource = self
    retryButton.addAction { [weak self] in self?.viewModel.doAction(.view(.retryTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    viewModel.doAction(.view(.willAppear))
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    viewModel.doAction(.view(.didDisappear))
  }

  // MARK: - Rendering

  private func render() {
    let phase = viewModel.state.phase
    orders = if case .loaded(let orders) = phase { orders } else { [] }
    let isLoaded = if case .loaded = phase { true } else { false }
    loadingIndicator.isHidden = phase != .loading
    errorLabel.isHidden = phase != .failed
    retryButton.isHidden = phase != .failed
    emptyLabel.isHidden = !(isLoaded && orders.isEmpty)
    listView.isHidden = !(isLoaded && !orders.isEmpty)
    listView.reloadData()
  }
}

// MARK: - ListViewDataSource

extension OrderListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { orders.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderListCell.reuseID, for: row)
    (cell as? OrderListCell)?.configure(with: orders[row])
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.orderRow(orders[row].id)
  }
}
