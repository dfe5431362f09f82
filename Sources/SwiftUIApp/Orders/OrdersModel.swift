import AppContract
import Domain
import Observation

/// The user's orders, newest first: loaded on the list's first appearance, on retry, and again
/// for every order placed once the list has appeared (a load in flight is cancelled).
@MainActor
@Observable
final class OrdersModel {
  private(set) var state: Loadable<[Order]> = .notLoaded
  @ObservationIgnored private(set) var loadTask: Task<Void, Never>?

  /// Loads on the first appearance only.
  func loadIfNeeded(api: any ProductAPI) {
    if case .notLoaded = state { load(api: api) }
  }

  /// Shows loading and fetches the orders.
  func load(api: any ProductAPI) {
    loadTask?.cancel()
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

  /// A placed order refetches, unless the list never appeared: its first appearance will.
  func orderPlaced(api: any ProductAPI) {
    if case .notLoaded = state { return }
    load(api: api)
  }

  /// The exported list.
  var snapshot: ListSnapshot<String> {
    ListSnapshot(
      phase: state.phase, ids: state.value?.map(\.id) ?? [],
      message: state.isFailed ? AppText.ordersLoadFailed : nil)
  }
}
