import Synchronization

/// The scenarios of a run that no worker has taken yet, handed out one at a time to whichever
/// worker asks first, so that the workers finish together however long each scenario takes.
/// A worker that already read some of them (``WorkerPool/start(reading:on:)``) takes those first.
/// Stopping it hands out nothing more and tells every worker to stop.
final class ReplayQueue: Sendable {
  /// A scenario path relative to the scenarios folder, with its title (for crash results).
  typealias Scenario = (path: String, name: String)

  private struct State {
    var scenarios: [Scenario]
    var isTaken: [Bool]
    /// The first scenario that may not be taken yet.
    var next = 0
    var isStopped = false
  }

  private let state: Mutex<State>

  init(_ scenarios: [Scenario]) {
    state = Mutex(State(scenarios: scenarios, isTaken: Array(repeating: false, count: scenarios.count)))
  }

  /// Hands out `scenarios` from now on (a queue made empty for workers that read the files first).
  func fill(_ scenarios: [Scenario]) {
    state.withLock { state in
      state.scenarios = scenarios
      state.isTaken = Array(repeating: false, count: scenarios.count)
      state.next = 0
    }
  }

  /// The next scenario in the list's order whose path is in `preferred`, else the next in the
  /// list's order; nil once every one is taken or the queue stopped.
  func next(preferring preferred: Set<String> = []) -> Scenario? {
    state.withLock { state in
      guard !state.isStopped else { return nil }
      while state.next < state.scenarios.count, state.isTaken[state.next] { state.next += 1 }
      guard state.next < state.scenarios.count else { return nil }
      var index = state.next
      if !preferred.isEmpty,
        let own = state.scenarios.indices[state.next...].first(where: {
          !state.isTaken[$0] && preferred.contains(state.scenarios[$0].path)
        })
      {
        index = own
      }
      state.isTaken[index] = true
      return state.scenarios[index]
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
