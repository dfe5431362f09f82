import Domain
import ReducerTestSupport
import Testing

@testable import ReducerRuntime

/// `forEach` over a stack: an element's feature runs on its element before the parent, a pop
/// runs the parent with the element still there, and an element's effects end with it.
@MainActor
@Suite struct StackForEachTests {
  typealias Child = CompositionTests.Child

  struct Parent: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var path = StackState<Child.State>()
    }

    enum Action: Equatable, Sendable {
      case path(StackAction<Child.State, Child.Action>)
      case push(Int)
      case replaceAll(Int)
    }

    static let pathCase = CaseKey<Action, StackAction<Child.State, Child.Action>>(
      embed: { .path($0) }, extract: { if case .path(let action) = $0 { action } else { nil } })

    let call: ControlledCall<Void, Int, APIError>

    var body: some Reducer<State, Action> {
      Reduce<State, Action> { state, action in
        switch action {
        case .push(let tag): state.path.append(Child.State(id: tag))
        case .replaceAll(let tag):
          state.path.removeAll()
          state.path.append(Child.State(id: tag))
        case .path(.element(let id, _)): state.log.append("parent saw \(state.path[id: id]?.log ?? [])")
        case .path(.popFrom(let id)): state.log.append("parent saw \(id) \(state.path[id: id] != nil)")
        }
        return .none
      }
      .forEach(\.path, action: Self.pathCase) { Child(call: call) }
    }
  }

  func makeStore() -> (TestStore<Parent.State, Parent.Action>, ControlledCall<Void, Int, APIError>) {
    let parking = ParkingLot()
    let call = ControlledCall<Void, Int, APIError>(parking: parking, cancelled: .cancelled)
    return (TestStore(initialState: Parent.State(), parking: parking) { Parent(call: call) }, call)
  }

  @Test func anElementsActionRunsItsFeatureOnItBeforeTheParentSeesIt() {
    let (store, _) = makeStore()
    store.send(.push(5)) { $0.path.append(Child.State(id: 5)) }
    store.send(.path(.element(id: 0, action: .tap("a")))) {
      $0.path[id: 0]?.log = ["a"]
      $0.log = ["parent saw [\"a\"]"]
    }
  }

  @Test func aPopRunsTheParentWithTheElementStillThereThenPopsIt() {
    let (store, _) = makeStore()
    store.send(.push(5)) { $0.path.append(Child.State(id: 5)) }
    store.send(.path(.popFrom(id: 0))) {
      $0.log = ["parent saw #0 true"]
      $0.path.removeAll()
    }
  }

  @Test func anElementsEffectsAnswerToItUnderItsId() async {
    let (store, call) = makeStore()
    store.send(.push(5)) { $0.path.append(Child.State(id: 5)) }
    store.send(.path(.element(id: 0, action: .load))) { $0.log = ["parent saw []"] }
    call.succeed(7)
    await store.receive(.path(.element(id: 0, action: .loaded(7)))) {
      $0.path[id: 0]?.log = ["loaded 7"]
      $0.log.append("parent saw [\"loaded 7\"]")
    }
  }

  @Test func aPoppedElementsEffectsAreCancelled() async {
    let (store, call) = makeStore()
    store.send(.push(5)) { $0.path.append(Child.State(id: 5)) }
    store.send(.path(.element(id: 0, action: .load))) { $0.log = ["parent saw []"] }
    await store.settle()
    #expect(store.effectsInFlight == 1)
    store.send(.path(.popFrom(id: 0))) {
      $0.log.append("parent saw #0 true")
      $0.path.removeAll()
    }
    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(call.arguments.count == 1)
  }

  @Test func anElementReplacedByAnEqualOneGetsANewIdAndItsPredecessorsEffectsAreCancelled() async {
    let (store, call) = makeStore()
    store.send(.push(5)) { $0.path.append(Child.State(id: 5)) }
    store.send(.path(.element(id: 0, action: .load))) { $0.log = ["parent saw []"] }
    await store.settle()
    store.send(.replaceAll(5)) {
      $0.path.removeAll()
      $0.path.append(Child.State(id: 5))
    }
    #expect(store.state.path.ids == [1])
    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(call.arguments.count == 1)
  }

  @Test func anActionOfAnElementNoLongerHeldIsIgnoredByItsFeature() {
    let (store, _) = makeStore()
    store.send(.path(.element(id: 3, action: .tap("late")))) { $0.log = ["parent saw []"] }
  }
}
