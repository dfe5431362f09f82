import AppContract

extension LoadState {
  /// The architecture-neutral phase, for the exported state (the screens render from the load
  /// state itself).
  var exportedPhase: LoadPhase {
    switch self {
    case .notLoaded: .notLoaded
    case .loading: .loading
    case .loaded: .loaded
    case .failed: .failed
    }
  }
}
