import Synchronization

/// The calls the scripted services received, in order, and the harness problems they met.
///
/// Calls are canonical lines: `fetchProducts`, `fetchProduct(p2)`, `setFavorite(p2, on)`,
/// `placeOrder(p2)`, `fetchOrders`, `store.load`, `store.save(r1)`, `store.delete(r1)`. A call is
/// recorded when it arrives, before its latency, so a call that is later cancelled still shows; a
/// call whose task is cancelled adds `cancelled ` + its line (`cancelled fetchProduct(p2)`) when
/// the cancellation wakes it, within the settle of the step that cancelled.
/// Problems are sentences about the scenario, not the app (an unscripted call). Thread-safe.
public final class ServiceCallLog: Sendable {
  private struct State {
    var calls: [String] = []
    var drainedCalls = 0
    var problems: [String] = []
    var drainedProblems = 0
    var unscripted: [String] = []
    var drainedUnscripted = 0
  }

  private let state = Mutex(State())

  public init() {}

  // MARK: - Writing

  /// Appends a call line.
  public func record(_ call: String) {
    state.withLock { $0.calls.append(call) }
  }

  /// Appends a harness problem.
  public func reportProblem(_ problem: String) {
    state.withLock { $0.problems.append(problem) }
  }

  /// Appends a call no rule of the scenario answers, described for its failure message.
  public func reportUnscripted(_ problem: String) {
    state.withLock { $0.unscripted.append(problem) }
  }

  /// The unscripted calls reported since the previous `drainUnscripted()`.
  public func drainUnscripted() -> [String] {
    state.withLock { state in
      defer { state.drainedUnscripted = state.unscripted.count }
      return Array(state.unscripted[state.drainedUnscripted...])
    }
  }

  // MARK: - Reading

  /// Every call so far.
  public var calls: [String] { state.withLock { $0.calls } }

  /// Every problem so far.
  public var problems: [String] { state.withLock { $0.problems } }

  /// The calls recorded since the previous `drain()` (all of them, the first time).
  public func drain() -> [String] {
    state.withLock { state in
      defer { state.drainedCalls = state.calls.count }
      return Array(state.calls[state.drainedCalls...])
    }
  }

  /// The problems reported since the previous `drainProblems()` (all of them, the first time).
  public func drainProblems() -> [String] {
    state.withLock { state in
      defer { state.drainedProblems = state.problems.count }
      return Array(state.problems[state.drainedProblems...])
    }
  }
}
