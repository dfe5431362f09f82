import ReducerRuntime
import Testing

/// Runs a reducer under test, one action at a time, and fails the test — with a readable diff —
/// whenever the state, the actions fed back by effects, or the effects still running differ from
/// what the test says.
///
/// Exhaustive by default: every state change must be asserted, every action an effect sends
/// must be received, and no effect may still run when the store goes away.
///
/// ```swift
/// let store = TestStore(initialState: ProductListFeature.State()) {
///   ProductListFeature(products: client)
/// }
/// store.send(.viewWillAppear) { $0.products = .loading }
/// await store.receive(.productsResponse(.success(products))) { $0.products = .loaded(products) }
/// ```
///
/// Waiting is deterministic: `receive` and `finish` wait only for events that must happen (an
/// action sent, an effect ending, an effect parking on a ``ControlledCall``) and stop as soon as
/// every running effect waits on an answer the test has not given.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  public enum Exhaustivity {
    /// Every change, received action and running effect must be accounted for.
    case on
    /// Only what the test asserts is checked; unasserted received actions are skipped.
    case off
  }

  /// The state after the last action the test sent or received.
  public private(set) var state: State
  public var exhaustivity = Exhaustivity.on
  private let reducer: (inout State, Action) -> Effect<Action>
  private let runner = EffectRunner<Action>()
  private let parking: ParkingLot
  private let createdAt: SourceLocation
  public var received: [Action] = []
  private var waiter: CheckedContinuation<Void, Never>?

  public init<R: Reducer<State, Action>>(
    initialState: State, parking: ParkingLot = ParkingLot(),
    sourceLocation: SourceLocation = #_sourceLocation, reducer: () -> R
  ) {
    let reducer = reducer()
    self.state = initialState
    self.reducer = { state, action in reducer.reduce(into: &state, action: action) }
    self.parking = parking
    self.createdAt = sourceLocation
    runner.deliver = { [weak self] action in self?.effectSent(action) }
    runner.onEffectEnded = { [weak self] in self?.signal() }
    parking.onChange = { [weak self] in self?.signal() }
  }

  // Not `isolated deinit`: that one runs without task-locals, so Swift Testing could not tell
  // which test the failure belongs to. The last release happens in the test, on the main actor.
  deinit {
    MainActor.assumeIsolated {
      if exhaustivity == .on { checkNothingLeft(at: createdAt, when: "at the end of the test") }
      runner.cancelAll()
    }
  }

  // MARK: - Sending

  /// Sends `action` as the user would and checks the new state against `expectation` applied to
  /// the old one (no closure: the state must not change).
  public func send(
    _ action: Action, assert expectation: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if exhaustivity == .off {
      while !received.isEmpty { step(received.removeFirst(), verb: "skipping", nil, at: sourceLocation) }
    } else if !received.isEmpty {
      fail(
        "Must handle \(received.count) received \(plural(received.count, "action")) before sending "
          + "\(ValueDump.text(action)):\n\n\(receivedList)", at: sourceLocation)
    }
    step(action, verb: "sending", expectation, at: sourceLocation)
  }

  // MARK: - Waiting

  /// Waits until every running effect has ended or waits on a controlled call: the moment to
  /// cancel, answer, or pop a screen "while its request is in flight".
  public func settle() async {
    await waitUntil { $0.runner.inFlightCount == 0 }
  }

  // MARK: - Finishing

  /// Waits for every running effect to end; fails if some wait on answers the test never gave,
  /// or if received actions were not handled.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await waitUntil { $0.runner.inFlightCount == 0 }
    checkNothingLeft(at: sourceLocation, when: "when finishing")
  }

  // MARK: - Internals shared with receive

  /// Reduces `action`, checks the state and starts the effect.
  public func step(
    _ action: Action, verb: String, _ expectation: ((inout State) -> Void)?, at location: SourceLocation
  ) {
    var actual = state
    let effect = reducer(&actual, action)
    var expected = exhaustivity == .on ? state : actual
    expectation?(&expected)
    let subject = "\(verb) \(ValueDump.text(action))"
    if expected != actual {
      let diff = LineDiff.diff(expected: ValueDump.text(expected), actual: ValueDump.text(actual))
      let headline =
        expectation == nil
        ? "The state changed after \(subject), but no change was asserted:"
        : "The state after \(subject) does not match the expectation:"
      fail("\(headline)\n\n\(diff)\n\n(Expected: −, Actual: +)", at: location)
    } else if exhaustivity == .on, expectation != nil, actual == state {
      fail(
        "The state was expected to change after \(subject), but it did not. Leave out the trailing "
          + "closure when no change is expected.", at: location)
    }
    state = actual
    runner.start(effect)
  }

  /// Waits until `isDone` holds, no effect runs, or every running effect is parked on a
  /// controlled call. Each wait is for an event that must come: an action, an effect ending, an
  /// effect parking.
  public func waitUntil(_ isDone: (TestStore) -> Bool) async {
    while !isDone(self), runner.inFlightCount > 0, !everyEffectIsParked {
      await withCheckedContinuation { waiter = $0 }
    }
  }

  public var everyEffectIsParked: Bool {
    runner.inFlightCount > 0 && parking.parkedCount >= runner.inFlightCount
  }

  public var effectsInFlight: Int { runner.inFlightCount }

  public func fail(_ message: String, at location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }

  public var receivedList: String {
    received.map { "  " + ValueDump.text($0) }.joined(separator: "\n")
  }

  public func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }

  // MARK: - Signals

  private func effectSent(_ action: Action) {
    received.append(action)
    signal()
  }

  private func signal() {
    let waiting = waiter
    waiter = nil
    waiting?.resume()
  }

  private func checkNothingLeft(at location: SourceLocation, when moment: String) {
    if !received.isEmpty {
      let verb = received.count == 1 ? "was" : "were"
      fail(
        "\(received.count) received \(plural(received.count, "action")) \(verb) not handled \(moment):\n\n"
          + receivedList, at: location)
    }
    if runner.inFlightCount > 0 {
      let waits =
        parking.parkedCount > 0 ? "; \(parking.parkedCount) wait on calls the test has not answered" : ""
      fail(
        "\(runner.inFlightCount) \(plural(runner.inFlightCount, "effect")) still running \(moment)\(waits). "
          + "Receive their actions, answer their calls, or cancel them.", at: location)
    }
  }
}
