import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders the Orders list from its store scope and sends what the user did.
final class OrderListViewController: ViewController {
  private let store: Store<OrderListFeature.State, OrderListFeature.Action>
  private var observation: ObservationToken?
  private var orders: [Order] = []

  private let loadingIndicator = ActivityIndicator(identifier: ElementID.ordersLoading)
  private let errorLabel = Label(identifier: ElementID.ordersError, text: AppText.ordersLoadFailed)
  private let retryButton = Button(identifier: ElementID.ordersRetry, title: AppText.retry)
  private let emptyLabel = Label(identifier: ElementID.ordersEmpty, text: AppText.noOrders)
  private let listView = ListView(identifier: ElementID.ordersList, visibleRowCapacity: 20)

  init(store: Store<OrderListFeature.State, OrderListFeature.Action>) {
    self.store = store
    super.init()
    title = AppText.ordersTitle
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.orderList }

  override func viewDidLoad() {
    super.viewDidLoad()
    for element in [loadingIndicator, errorLabel, retryButton, emptyLabel, listView] as [View] {
      view.addSubview(element)
    }
    listView.register(OrderRowCell.self, forCellReuseIdentifier: OrderRowCell.reuseID)
    listView.dataSource = self
    retryButton.addAction { [weak self] in self?.store.send(.retryTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    store.send(.viewWillAppear)
  }

  private func render(_ state: OrderListFeature.State) {
    let loaded = state.orders.value
    orders = loaded ?? []
    loadingIndicator.isHidden = state.orders != .loading
    errorLabel.isHidden = state.orders != .failed
    retryButton.isHidden = state.orders != .failed
    emptyLabel.isHidden = loaded?.isEmpty != true
    listView.isHidden = loaded?.isEmpty != false
    listView.reloadData()
  }
}

// MARK: - List

extension OrderListViewController: ListViewDataSource {
  func numberOfRows(in listView: ListView) -> Int { orders.count }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: OrderRowCell.reuseID, for: row)
    (cell as? OrderRowCell)?.configure(order: orders[row])
    return cell
  }

  func listView(_ listView: ListView, identifierForRowAt row: Int) -> String? {
    ElementID.orderRow(orders[row].id)
  }
}
