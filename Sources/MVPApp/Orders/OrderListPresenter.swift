import AppContract
import Domain

/// The orders' presentation logic: fetched on first appearance, on retry, and again whenever the
/// ``OrderService`` says an order was placed (unless the list never appeared: its first
/// appearance will fetch).
@MainActor
final class OrderListPresenter {
  weak var view: (any OrderListView)?
  private let orders: OrderService
  private(set) var state: LoadState<[Order]> = .notLoaded
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?

  init(orders: OrderService) {
    self.orders = orders
    orders.addObserver(self)
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    present()
  }

  func viewWillAppear() {
    if case .notLoaded = state { loadOrders() }
  }

  func retryTapped() {
    loadOrders()
  }

  // MARK: - Loading

  /// Shows loading and fetches the orders; a fetch still in flight is cancelled, so only the
  /// newest answers.
  private func loadOrders() {
    loadTask?.cancel()
    state = .loading
    present()
    loadTask = Task { [weak self, orders] in
      let result: LoadState<[Order]>
      do {
        result = .loaded(try await orders.fetchOrders())
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
      view.showLoadFailure(message: AppText.ordersLoadFailed)
    case .loaded(let orders) where orders.isEmpty:
      view.showEmpty()
    case .loaded(let orders):
      view.show(
        rows: orders.map { OrderRow(id: $0.id, title: $0.title, total: PriceFormatter.format($0.total)) })
    }
  }
}

// MARK: - OrderObserver

extension OrderListPresenter: OrderObserver {
  func orderService(_ service: OrderService, didPlace order: Order) {
    if case .notLoaded = state { return }
    loadOrders()
  }
}
