import HeadlessUI
import Synchronization

/// A node whose tracked reads changed, with the generation of those reads.
struct Invalidation: Sendable {
  let node: Int
  let generation: Int
  /// Whether the change was written inside ``withStackReplacement(_:)``.
  var replacesStack = false
  /// Whether the change was written off the main actor, as ``MainActorChecks`` tells it.
  var isOffMainActor = false
}

/// Collects invalidations, which Observation reports on whatever thread made the change, and
/// schedules one update of the graph for all of them as a main-actor task. Under the replay
/// runtime that task is a job on its FIFO, so a step's settle runs it and replays stay
/// deterministic; changes made before the task runs are coalesced into one update.
final class InvalidationQueue: Sendable {
  private struct State {
    var pending: [Invalidation] = []
    var scheduled: Task<Void, Never>?
  }

  private let state = Mutex(State())
  private let flush: @Sendable @MainActor () -> Void

  init(flush: @escaping @Sendable @MainActor () -> Void) {
    self.flush = flush
  }

  /// Records `invalidation` and schedules an update unless one is scheduled already.
  func invalidate(_ invalidation: Invalidation) {
    let flush = flush
    var invalidation = invalidation
    invalidation.replacesStack = StackReplacement.isActive
    invalidation.isOffMainActor = MainActorChecks.isOffMainActor
    state.withLock { state in
      state.pending.append(invalidation)
      if state.scheduled == nil {
        state.scheduled = ViewUpdates.schedule { flush() }
      }
    }
  }

  /// The invalidations since the last call; the next one schedules a new update.
  func take() -> [Invalidation] {
    state.withLock { state in
      defer {
        state.pending = []
        state.scheduled = nil
      }
      return state.pending
    }
  }

  /// The update scheduled and not run yet, if any.
  var scheduledUpdate: Task<Void, Never>? {
    state.withLock { $0.scheduled }
  }
}
