import AppContract

/// Where a screen's data is: what a list or detail view controller keeps and renders from.
enum LoadState<Value> {
  /// The screen has not asked yet (it never appeared).
  case notLoaded
  case loading
  case loaded(Value)
  case failed

  /// The loaded value, if any.
  var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// The architecture-neutral phase, for the exported state.
  var phase: LoadPhase {
    switch self {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}
