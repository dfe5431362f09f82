import Domain
import ReducerTestSupport
import Testing

@testable import ReducerRuntime

/// The store: one state, actions queued while rendering, observation, scoping, effects.
@MainActor
@Suite struct StoreTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var child: Child?
    }

    struct Child: Equatable, Identifiable {
      var id: Int
      var text = ""
    }

    enum Action: Equatable, Sendable {
      case increment
      case incrementLater
      case setChild(Child?)
      case childText(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .setChild(let child):
        state.child = child
        return .none
      case .childText(let text):
        state.child?.text = text
        return .none
      }
    }
  }

  func makeStore() -> Store<Counter.State, Counter.Action> {
    Store(initialState: Counter.State(), reducer: Counter())
  }

  @Test func observersSeeTheStateAtOnceAndAfterEveryChange() {
    let store = makeStore()
    var seen: [Int] = []
    let token = store.observe { seen.append($0.count) }
    store.send(.increment)
    store.send(.increment)
    #expect(seen == [0, 1, 2])
    _ = token
  }

  @Test func observersAreNotToldOfAnEqualState() {
    let store = makeStore()
    var renders = 0
    let token = store.scope(state: \.count, action: { $0 }).observe { _ in renders += 1 }
    store.send(.childText("ignored: no child"))
    store.send(.setChild(.init(id: 1)))
    #expect(renders == 1)
    _ = token
  }

  @Test func actionsSentWhileRenderingRunBeforeSendReturns() {
    let store = makeStore()
    var seen: [Int] = []
    let token = store.observe { state in
      seen.append(state.count)
      if state.count == 1 { store.send(.increment) }
    }
    store.send(.increment)
    #expect(store.state.count == 2)
    #expect(seen == [0, 1, 2])
    _ = token
  }

  @Test func anActionFedBackBySendRunsBeforeActionsQueuedEarlier() {
    let store = Store(
      initialState: [String](),
      reducer: Reduce<[String], String> { log, action in
        log.append(action)
        return action == "a" ? .send("b") : .none
      })
    let token = store.observe { log in
      if log == ["start"] {
        store.send("a")
        store.send("c")
      }
    }
    store.send("start")
    #expect(store.state == ["start", "a", "b", "c"])
    _ = token
  }

  @Test func releasingTheTokenEndsTheObservation() {
    let store = makeStore()
    var renders = 0
    var token: ObservationToken? = store.observe { _ in renders += 1 }
    store.send(.increment)
    token = nil
    store.send(.increment)
    #expect(renders == 2)
    #expect(token == nil)
  }

  @Test func aScopeReadsAndSendsThroughTheRoot() {
    let store = makeStore()
    let scoped = store.scope(
      state: { "count \($0.count)" }, action: { (_: Void) in Counter.Action.increment })
    scoped.send(())
    #expect(scoped.state == "count 1")
    #expect(store.state.count == 1)
  }

  @Test func aPresentedScopeExistsOnlyWithItsChildAndKeepsItsLastState() {
    let store = makeStore()
    #expect(store.scope(presented: \.child, action: { Counter.Action.childText($0) }) == nil)
    store.send(.setChild(.init(id: 1)))
    let child = store.scope(presented: \.child, action: { Counter.Action.childText($0) })
    var renders: [String] = []
    let token = child?.observe { renders.append($0.text) }
    child?.send("hello")
    store.send(.setChild(nil))
    #expect(child?.state.text == "hello")
    #expect(renders == ["", "hello"])
    _ = token
  }

  @Test func actionsFromEffectsReachTheStore() async {
    let store = makeStore()
    store.send(.incrementLater)
    await store.waitForEffects()
    #expect(store.state.count == 1)
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let parking = ParkingLot()
    let call = ControlledCall<Void, Int, APIError>(parking: parking, cancelled: .cancelled)
    var store: Store<Int, Bool>? = Store(
      initialState: 0,
      reducer: Reduce<Int, Bool> { state, isAnswer in
        if isAnswer { state += 1 }
        return isAnswer
          ? .none
          : .run { send in
            _ = try? await call(); await send(true)
          }
      })
    store?.send(false)
    await waitUntil(parking) { $0.parkedCount == 1 }
    store = nil
    #expect(parking.parkedCount == 0)
  }

  /// Waits for the parking lot to reach a condition, woken by its changes only.
  private func waitUntil(_ parking: ParkingLot, _ condition: @escaping (ParkingLot) -> Bool) async {
    while !condition(parking) {
      await withCheckedContinuation { continuation in
        parking.onChange = {
          parking.onChange = nil
          continuation.resume()
        }
      }
    }
  }
}
