import Synchronization

/// The scenarios of a run that no worker has taken yet, handed out one at a time to whichever
/// worker asks first, so that the workers finish together however long each scenario takes.
/// Stopping it hands out nothing more and tells every worker to stop.
final class ReplayQueue: Sendable {
  /// A scenario path relative to the scenarios folder, with its title (for crash results).
  typealias Scenario = (path: String, name: String)

  private struct State {
    var next = 0
    var isStopped = false
  }

  private let scenarios: [Scenario]
  private let state = Mutex(State())

  init(_ scenarios: [Scenario]) {
    self.scenarios = scenarios
  }

  /// The next scenario in the list's order, or nil once every one is taken or the queue stopped.
  func next() -> Scenario? {
    state.withLock { state in
      guard !state.isStopped, state.next < scenarios.count else { return nil }
      state.next += 1
      return scenarios[state.next - 1]
    }
  }

  /// Hands out nothing more; ``isStopped`` tells the workers to stop.
  func stop() {
    state.withLock { $0.isStopped = true }
  }

  var isStopped: Bool { state.withLock { $0.isStopped } }
}

extension WorkerPool {
  /// One scenario on one variant.
  struct Replay: Equatable {
    var path: String
    var name: String
    var variant: String
  }
}
