import ReducerRuntime

/// Where a screen's data is: never asked for, being fetched, here, or failed to come.
public enum LoadState<Value: Equatable>: Equatable {
  case notLoaded
  case loading
  case loaded(Value)
  case failed

  /// The data, when loaded.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }
}

extension LoadState: Sendable where Value: Sendable {}
