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
}
