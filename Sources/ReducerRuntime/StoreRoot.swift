/// The one place a store's state lives: runs the reducer for each action, starts the effects it
/// returns, and tells observers when the state changed.
///
/// Actions sent while an action is being processed wait in a queue and run, in order, before
/// `send` returns: a view controller that appears during a navigation change and sends
/// `viewWillAppear` goes to the end; an effect's `.send` runs right after the action that
/// returned it, before anything queued earlier. Observers are told once the queue is empty, then
/// again if they queued more actions.
@MainActor
final class StoreRoot<State, Action: Sendable>: ObservationHub {
  private(set) var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private let runner = EffectRunner<Action>()
  private var queue: [Action] = []
  /// While an action's effect starts: the actions it feeds back (`.send`), in order.
  private var fedBack: [Action]?
  private var isSending = false
  private var observers: [WeakObserver] = []
  /// How many observers the last pruning kept: registering prunes again only once the list has
  /// doubled since, so that a view that makes a scope at every body evaluation does not walk the
  /// whole list each time.
  private var observersAfterPruning = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  init<R: Reducer<State, Action>>(initialState: State, reducer: R) {
    self.state = initialState
    self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
    runner.deliver = { [weak self] action in self?.send(action) }
    runner.onEffectEnded = { [weak self] in self?.resumeIdleWaiters() }
  }

  isolated deinit {
    runner.cancelAll()
  }

  // MARK: - Sending

  func send(_ action: Action) {
    if fedBack != nil {
      fedBack?.append(action)
      return
    }
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !queue.isEmpty {
      while !queue.isEmpty {
        let next = queue.removeFirst()
        let effect = reducer(&state, next)
        fedBack = []
        runner.start(effect)
        queue.insert(contentsOf: fedBack ?? [], at: 0)
        fedBack = nil
      }
      notifyObservers()
    }
  }

  // MARK: - Observing

  func register(_ token: ObservationToken) {
    if observers.count >= 2 * max(observersAfterPruning, 8) { pruneObservers() }
    observers.append(WeakObserver(token: token))
  }

  private func notifyObservers() {
    for observer in observers {
      observer.token?.stateDidChange()
    }
    pruneObservers()
  }

  /// Drops the observers whose tokens were released.
  private func pruneObservers() {
    observers.removeAll { $0.token == nil }
    observersAfterPruning = observers.count
  }

  // MARK: - Waiting for effects

  /// How many effects are running now.
  var effectsInFlight: Int { runner.inFlightCount }

  /// Returns once no effect is running (effects started meanwhile are waited for too).
  func waitForEffects() async {
    while runner.inFlightCount > 0 {
      await withCheckedContinuation { idleWaiters.append($0) }
    }
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}

private struct WeakObserver {
  weak var token: ObservationToken?
}
