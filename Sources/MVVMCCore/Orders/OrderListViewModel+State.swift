import Domain

// MARK: - State

extension OrderListViewModel {
  /// What the orders list shows, in domain models only, and what it knows about freshness.
  public struct State: Equatable {
    public var phase: Phase = .notLoaded
    /// Whether the list is on screen now.
    public var isOnScreen = false
    /// Whether an order was placed since the list last loaded: it loads when it next appears.
    public var isStale = false
  }

  /// Where the orders are.
  public enum Phase: Equatable {
    /// The list has not appeared yet.
    case notLoaded
    case loading
    /// Orders newest first.
    case loaded([Order])
    case failed
  }
}
