import Domain
import ReducerTestSupport
import Testing

@testable import ReducerRuntime

/// Scope, CombineReducers and ifLet: children run on their part of the state, in order, and a
/// child's effects end with the child.
@MainActor
@Suite struct CompositionTests {
  /// A child that logs its actions and, on `.load`, waits on `call` and reports the answer.
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var log: [String] = []
    }

    enum Action: Equatable, Sendable {
      case tap(String)
      case load
      case loaded(Int)
    }

    let call: ControlledCall<Void, Int, APIError>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap(let text):
        state.log.append(text)
        return .none
      case .load:
        return .run { [call] send in
          if let value = try? await call() { await send(.loaded(value)) }
        }
      case .loaded(let value):
        state.log.append("loaded \(value)")
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var fixed = Child.State(id: 0)
      var presented: Child.State?
    }

    enum Action: Equatable, Sendable {
      case fixed(Child.Action)
      case presented(Child.Action)
      case present(Int)
      case dismiss
    }

    static let fixedCase = CaseKey<Action, Child.Action>(
      embed: { .fixed($0) }, extract: { if case .fixed(let action) = $0 { action } else { nil } })
    static let presentedCase = CaseKey<Action, Child.Action>(
      embed: { .presented($0) }, extract: { if case .presented(let action) = $0 { action } else { nil } })

    let call: ControlledCall<Void, Int, APIError>

    var body: some Reducer<State, Action> {
      Scope(state: \.fixed, action: Self.fixedCase) { Child(call: call) }
      CombineReducers {
        Reduce<State, Action> { state, _ in
          state.log.append("first")
          return .none
        }
        Reduce<State, Action> { state, action in
          state.log.append("second")
          switch action {
          case .present(let id): state.presented = Child.State(id: id)
          case .dismiss, .presented(.tap("close")): state.presented = nil
          default: break
          }
          return .none
        }
      }
      .ifLet(\.presented, action: Self.presentedCase) { Child(call: call) }
    }
  }

  func makeStore() -> (TestStore<Parent.State, Parent.Action>, ControlledCall<Void, Int, APIError>) {
    let parking = ParkingLot()
    let call = ControlledCall<Void, Int, APIError>(parking: parking, cancelled: .cancelled)
    return (TestStore(initialState: Parent.State(), parking: parking) { Parent(call: call) }, call)
  }

  @Test func scopeRunsTheChildOnItsStateThenTheParentsReducersInOrder() {
    let (store, _) = makeStore()
    store.send(.fixed(.tap("a"))) {
      $0.fixed.log = ["a"]
      $0.log = ["first", "second"]
    }
  }

  @Test func scopeLiftsTheChildsEffectsIntoParentActions() async {
    let (store, call) = makeStore()
    store.send(.fixed(.load)) { $0.log = ["first", "second"] }
    call.succeed(7)
    await store.receive(.fixed(.loaded(7))) {
      $0.fixed.log = ["loaded 7"]
      $0.log += ["first", "second"]
    }
  }

  @Test func ifLetRunsTheChildBeforeTheParentRemovesIt() {
    let (store, _) = makeStore()
    store.send(.present(1)) {
      $0.log = ["first", "second"]
      $0.presented = Child.State(id: 1)
    }
    store.send(.presented(.tap("close"))) {
      $0.log += ["first", "second"]
      $0.presented = nil
    }
  }

  @Test func ifLetCancelsTheChildsEffectsWhenTheChildGoes() async {
    let (store, call) = makeStore()
    store.send(.present(1)) {
      $0.log = ["first", "second"]
      $0.presented = Child.State(id: 1)
    }
    store.send(.presented(.load)) { $0.log += ["first", "second"] }
    await store.settle()
    store.send(.dismiss) {
      $0.log += ["first", "second"]
      $0.presented = nil
    }
    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(call.arguments.count == 1)
  }

  @Test func ifLetCancelsTheChildsEffectsWhenAChildOfAnotherIDReplacesIt() async {
    let (store, call) = makeStore()
    store.send(.present(1)) {
      $0.log = ["first", "second"]
      $0.presented = Child.State(id: 1)
    }
    store.send(.presented(.load)) { $0.log += ["first", "second"] }
    store.send(.present(2)) {
      $0.log += ["first", "second"]
      $0.presented = Child.State(id: 2)
    }
    await store.finish()
    #expect(call.arguments.count <= 1)
  }

  @Test func ifLetIgnoresChildActionsWhileTheChildIsAbsent() {
    let (store, _) = makeStore()
    store.send(.presented(.tap("late"))) { $0.log = ["first", "second"] }
  }
}
