/// Keeps an observation of a store alive: the store holds it weakly, so the observation ends
/// when its owner (a view controller) releases the token.
@MainActor
public final class ObservationToken {
  private let onChange: @MainActor () -> Void

  init(onChange: @escaping @MainActor () -> Void) {
    self.onChange = onChange
  }

  func stateDidChange() { onChange() }
}

/// Where observation tokens register: the root of a store and every scope of it share one.
@MainActor
protocol ObservationHub: AnyObject {
  func register(_ token: ObservationToken)
}
