import AppContract

/// Where a screen's data is: never asked for, being fetched, here, or failed to come.
public enum LoadState<Value: Equatable>: Equatable {
  case notLoaded
  case loading
  case loaded(Value)
  case failed

  /// The phase, in the exported state's words.
  public var phase: LoadPhase {
    switch self {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }

  /// The data, when loaded.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }
}

extension LoadState: Sendable where Value: Sendable {}
