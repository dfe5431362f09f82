import AppContract

/// Where a screen's content is: what a model keeps and a view shows.
enum Loadable<Value> {
  /// Nothing was asked for yet (the screen never appeared).
  case notLoaded
  case loading
  case loaded(Value)
  case failed

  /// The loaded value, if any.
  var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// Whether a load is in flight.
  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }

  /// Whether the last load failed.
  var isFailed: Bool {
    if case .failed = self { return true }
    return false
  }

  /// The phase, as the exported state names it.
  var phase: LoadPhase {
    switch self {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}
