import AppContract
import Domain

/// The order list screen's state, kept by its presenter: where the orders are. The presenter
/// renders it into an ``OrderListDisplayModel``; the app reads it through
/// ``OrderListModuleInput``.
struct OrderListViewState: Equatable {
  enum Phase: Equatable {
    case notLoaded
    case loading
    /// Newest first.
    case loaded([Order])
    case failed
  }

  var phase = Phase.notLoaded

  /// The `orders.error` text the screen shows, if any.
  var errorMessage: String? {
    if case .failed = phase { AppText.ordersLoadFailed } else { nil }
  }
}
