import AppContract
import Domain
import Observation

/// The user's orders, newest first: loaded on the list's first appearance, on retry, and again
/// on the first appearance after an order was placed (a load in flight is cancelled).
@MainActor
@Observable
final class OrdersModel {
  private(set) var state: Loadable<[Order]> = .notLoaded
  @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
  /// An order was placed since the last load: the next appearance loads again.
  @ObservationIgnored private(set) var isStale = false

  /// Loads on the first appearance, and on the first after an order was placed.
  func loadIfNeeded(api: any ProductAPI) {
    if case .notLoaded = state {
      load(api: api)
    } else if isStale {
      load(api: api)
    }
  }

  /// Shows loading and fetches the orders.
  func load(api: any ProductAPI) {
    loadTask?.cancel()
    isStale = false
    state = .loading
    loadTask = Task { [weak self] in
      let result: Loadable<[Order]>
      do {
        result = .loaded(try await api.fetchOrders().map { $0.toDomain() }.sortedNewestFirst())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
    }
  }

  /// A placed order makes the next appearance refetch, unless the list never appeared: its first
  /// appearance loads anyway.
  func orderPlaced() {
    if case .notLoaded = state { return }
    isStale = true
  }

  /// The exported list.
  var snapshot: ListSnapshot<String> {
    ListSnapshot(
      phase: state.phase, ids: state.value?.map(\.id) ?? [],
      message: state.isFailed ? AppText.ordersLoadFailed : nil)
  }
}
