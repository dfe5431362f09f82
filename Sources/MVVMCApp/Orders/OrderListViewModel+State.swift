import Domain

// MARK: - State

extension OrderListViewModel {
  /// What the orders list shows, in domain models only, and what it knows about freshness.
  struct State: Equatable {
    var phase: Phase = .notLoaded
    /// Whether the list is on screen now.
    var isOnScreen = false
    /// Whether an order was placed since the list last loaded: it loads when it next appears.
    var isStale = false
  }

  enum Phase: Equatable {
    /// The list has not appeared yet.
    case notLoaded
    case loading
    /// Orders newest first.
    case loaded([Order])
    case failed
  }
}
