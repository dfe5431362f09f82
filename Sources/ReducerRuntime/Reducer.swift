/// A feature's logic: how an action changes the state, and what work follows.
///
/// Implement either ``reduce(into:action:)`` (a leaf feature) or ``body`` (a feature composed of
/// other reducers with ``Scope``, ``Reduce``, `ifLet` …). Reducers are values: they hold their
/// dependencies, never reach for a global, and never perform work themselves — they return it as
/// an ``Effect``.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action: Sendable
  associatedtype Body

  /// Changes `state` for `action` and returns the work that follows.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Never {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:) itself")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body reduces by running its body.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
