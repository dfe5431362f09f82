import Domain
import ReducerTestSupport
import Testing

@testable import ReducerRuntime

/// How effects run: order of merged and concatenated work, cancellation, lifting.
@MainActor
@Suite struct EffectTests {
  enum Action: Equatable, Sendable {
    case start
    case stop
    case got(Int)
  }

  typealias Call = ControlledCall<Int, Int, APIError>

  /// A reducer whose `.start` returns `effect` and `.stop` cancels the `"work"` id; `.got` logs.
  func makeStore(
    parking: ParkingLot, _ effect: @escaping () -> Effect<Action>
  ) -> TestStore<[Int], Action> {
    TestStore(initialState: [], parking: parking) {
      Reduce<[Int], Action> { state, action in
        switch action {
        case .start: return effect()
        case .stop: return .cancel(id: "work")
        case .got(let value):
          state.append(value)
          return .none
        }
      }
    }
  }

  @Test func mergedEffectsDeliverSendsInTheOrderGiven() async {
    let store = makeStore(parking: ParkingLot()) { .merge(.send(.got(1)), .none, .send(.got(2))) }
    store.send(.start)
    await store.receive(.got(1)) { $0 = [1] }
    await store.receive(.got(2)) { $0 = [1, 2] }
  }

  @Test func concatenatedEffectsStartEachWhenThePreviousEnded() async {
    let parking = ParkingLot()
    let call = Call(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      .concatenate(.run { send in await send(.got(try! await call(1))) }, .send(.got(2)))
    }
    store.send(.start)
    call.succeed(10)
    await store.receive(.got(10)) { $0 = [10] }
    await store.receive(.got(2)) { $0 = [10, 2] }
  }

  @Test func mergedEffectsDoNotWaitForEachOther() async {
    let parking = ParkingLot()
    let call = Call(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      .merge(.run { send in await send(.got(try! await call(1))) }, .send(.got(2)))
    }
    store.send(.start)
    await store.receive(.got(2)) { $0 = [2] }
    call.succeed(10)
    await store.receive(.got(10)) { $0 = [2, 10] }
  }

  @Test func cancelInFlightDropsTheEarlierEffectsAnswer() async {
    let parking = ParkingLot()
    let call = Call(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      .run { send in
        if let value = try? await call(0) { await send(.got(value)) }
      }
      .cancellable(id: "work", cancelInFlight: true)
    }
    store.send(.start)
    store.send(.start)
    call.succeed(2)
    await store.receive(.got(2)) { $0 = [2] }
    await store.finish()
  }

  @Test func cancelEndsTheEffectAndDropsWhatItSendsLater() async {
    let parking = ParkingLot()
    let call = Call(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      .run { send in
        let value = (try? await call(0)) ?? -1
        await send(.got(value))
      }
      .cancellable(id: "work")
    }
    store.send(.start)
    store.send(.stop)
    #expect(store.effectsInFlight == 0)
    await store.finish()
  }

  @Test func cancellingOneIDLeavesOtherEffectsRunning() async {
    let store = makeStore(parking: ParkingLot()) {
      .merge(
        .run { send in await send(.got(1)) }.cancellable(id: "work"),
        .run { send in await send(.got(2)) }.cancellable(id: "other"))
    }
    store.send(.start)
    store.send(.stop)
    await store.receive(.got(2)) { $0 = [2] }
  }

  @Test func cancellationReachesWorkNestedInAConcatenation() async {
    let parking = ParkingLot()
    let call = Call(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      .concatenate(
        .run { send in await send(.got((try? await call(1)) ?? -1)) }.cancellable(id: "work"),
        .send(.got(2)))
    }
    store.send(.start)
    await store.settle()
    #expect(call.arguments == [1])
    store.send(.stop)
    await store.receive(.got(2)) { $0 = [2] }
  }

  @Test func mapWrapsEveryActionTheEffectSends() async {
    let child = Effect<Int>.merge(.send(1), .run { send in await send(2) })
    let store = makeStore(parking: ParkingLot()) { child.map { .got($0 * 10) } }
    store.send(.start)
    await store.receive(.got(10)) { $0 = [10] }
    await store.receive(.got(20)) { $0 = [10, 20] }
  }

  @Test func mergeAndConcatenateOfNothingIsNone() {
    #expect(Effect<Action>.merge(.none, .none).isNone)
    #expect(Effect<Action>.concatenate([]).isNone)
    #expect(Effect<Action>.none.cancellable(id: "work").isNone)
  }
}
