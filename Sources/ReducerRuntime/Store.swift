import Observation

/// The runtime of a feature on the main actor: holds (or, when scoped, reads) the state, sends
/// actions to the reducer, runs the effects, and lets views observe the state.
///
/// Views get a store scoped to their feature; they render what they observe and send actions for
/// what the user did. Scoped stores share the root's state: there is one truth. A UIKit view
/// controller observes with ``observe(_:)``; a declarative view reads ``state`` inside
/// Observation's tracking, and is told only when its own store's state changed (an `Equatable`
/// state that compares equal tells no one), so a view over a small scope is not re-evaluated for
/// changes elsewhere in the app.
@MainActor
public final class Store<State, Action: Sendable>: Observable {
  private let registrar = ObservationRegistrar()
  private let hub: any ObservationHub
  private let readState: @MainActor () -> State?
  private let sendToRoot: @MainActor (Action) -> Void
  private var lastState: State
  private let root: AnyObject
  /// Keeps `lastState` current, so a scope whose child state went away keeps the latest one.
  private var cacheToken: ObservationToken?
  /// `==` for an `Equatable` state; false otherwise (every change is then reported). Found once,
  /// when the store is made: asking each state whether it is `Equatable` would look the
  /// conformance up at every change.
  private let statesAreEqual: (State, State) -> Bool = Store.equality()

  /// A root store running `reducer` on `initialState`.
  public convenience init<R: Reducer<State, Action>>(initialState: State, reducer: R) {
    let root = StoreRoot(initialState: initialState, reducer: reducer)
    self.init(
      root: root, hub: root, initialState: initialState, readState: { root.state },
      send: { root.send($0) })
  }

  private init(
    root: AnyObject, hub: any ObservationHub, initialState: State,
    readState: @escaping @MainActor () -> State?, send: @escaping @MainActor (Action) -> Void
  ) {
    self.root = root
    self.hub = hub
    self.lastState = initialState
    self.readState = readState
    self.sendToRoot = send
    let token = ObservationToken { [weak self] in
      guard let self, let current = self.readState() else { return }
      guard !self.statesAreEqual(self.lastState, current) else {
        self.lastState = current
        return
      }
      self.registrar.withMutation(of: self, keyPath: Self.stateKeyPath) { self.lastState = current }
    }
    hub.register(token)
    cacheToken = token
  }

  // MARK: - State and actions

  /// The current state. A scope whose optional state is gone (its screen is leaving) keeps its
  /// last state.
  public var state: State {
    registrar.access(self, keyPath: Self.stateKeyPath)
    return readState() ?? lastState
  }

  /// `\Store.state`, made once per kind of store: a key path written in a generic type is built
  /// anew (its generic arguments looked up by name) each time it is evaluated, and every read of
  /// ``state`` names it.
  private static var stateKeyPath: KeyPath<Store, State> {
    let kind = ObjectIdentifier(Store.self)
    if let made = stateKeyPaths[kind] { return unsafeDowncast(made, to: KeyPath<Store, State>.self) }
    let made = \Store.state
    stateKeyPaths[kind] = made
    return made
  }

  /// `==` for states of an `Equatable` type; for any other, a comparison that finds every two
  /// states different.
  private static func equality() -> (State, State) -> Bool {
    guard let equatable = State.self as? any Equatable.Type else { return { _, _ in false } }
    return equatable.equality(of: State.self)
  }

  /// Sends `action`; the reducer, every action it feeds back and the resulting renders have run
  /// when this returns. Effects keep running afterwards.
  public func send(_ action: Action) {
    sendToRoot(action)
  }

  // MARK: - Observing

  /// Calls `render` with the state now and after every change of it, until the returned token is
  /// released. Equal states are not rendered twice.
  public func observe(_ render: @escaping @MainActor (State) -> Void) -> ObservationToken
  where State: Equatable {
    let read = readState
    var rendered: State?
    let token = ObservationToken {
      guard let state = read(), state != rendered else { return }
      rendered = state
      render(state)
    }
    hub.register(token)
    token.stateDidChange()
    return token
  }

  // MARK: - Scoping

  /// A store for a part of this one: `toState` derives the part (a child feature's state, or a
  /// view state that adds app-wide data to it), `fromAction` wraps the part's actions.
  public func scope<ChildState, ChildAction>(
    state toState: @escaping (State) -> ChildState,
    action fromAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let read = readState
    let send = sendToRoot
    return Store<ChildState, ChildAction>(
      root: root, hub: hub, initialState: toState(state), readState: { read().map(toState) },
      send: { send(fromAction($0)) })
  }

  /// A store for optional child state (a pushed screen, a presented modal), or nil when the
  /// child state is absent now. Once the child state goes away, the scope keeps its last state
  /// and stops notifying observers.
  public func scope<ChildState, ChildAction>(
    presented toState: @escaping (State) -> ChildState?,
    action fromAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = toState(state) else { return nil }
    let read = readState
    let send = sendToRoot
    return Store<ChildState, ChildAction>(
      root: root, hub: hub, initialState: initial, readState: { read().flatMap(toState) },
      send: { send(fromAction($0)) })
  }
}

/// ``Store/stateKeyPath`` of each kind of store made so far.
@MainActor private var stateKeyPaths: [ObjectIdentifier: AnyKeyPath] = [:]

extension Store {
  /// Returns once no effect of the root store is running. For tests that drive a whole app.
  public func waitForEffects() async {
    await (root as? any EffectWaiting)?.waitForEffects()
  }
}

/// A root that can report when its effects are done.
@MainActor
protocol EffectWaiting: AnyObject {
  func waitForEffects() async
}

extension StoreRoot: EffectWaiting {}

extension Equatable {
  /// `==` for values of `type`, which is this type (so the casts only copy).
  fileprivate static func equality<T>(of type: T.Type) -> (T, T) -> Bool {
    { lhs, rhs in (lhs as! Self) == (rhs as! Self) }
  }
}
