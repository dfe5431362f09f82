import AppContract
import Domain
import Testing

@testable import ReducerApp

@MainActor
@Suite struct FavoritesFeatureTests {
  typealias SetCall = ControlledCall<String, Void, APIError>

  func makeStore(
    _ state: FavoritesFeature.State
  ) -> (TestStore<FavoritesFeature.State, FavoritesFeature.Action>, SetCall) {
    let parking = ParkingLot()
    let call = SetCall(parking: parking, cancelled: .cancelled)
    var client = ProductClient.unimplemented
    client.setFavorite = { id, isFavorite async throws(APIError) in try await call("\(id) \(isFavorite)") }
    return (TestStore(initialState: state, parking: parking) { FavoritesFeature(products: client) }, call)
  }

  @Test func aToggleIsPendingUntilTheAPIAnswersThenFlips() async {
    let (store, call) = makeStore(.init(isFavorite: ["p1": false]))
    store.send(.toggle("p1", from: .list)) { $0.pending = ["p1"] }
    call.succeed(())
    await store.receive(.setFavoriteResponse("p1", isFavorite: true, from: .list, error: nil)) {
      $0.pending = []
      $0.isFavorite["p1"] = true
    }
    #expect(call.arguments == ["p1 true"])
  }

  @Test func tapsWhilePendingSendNoSecondRequest() async {
    let (store, call) = makeStore(.init(isFavorite: ["p1": true]))
    store.send(.toggle("p1", from: .detail(3))) { $0.pending = ["p1"] }
    store.send(.toggle("p1", from: .list))
    call.succeed(())
    await store.receive(.setFavoriteResponse("p1", isFavorite: false, from: .detail(3), error: nil)) {
      $0.pending = []
      $0.isFavorite["p1"] = false
    }
    #expect(call.arguments == ["p1 false"])
  }

  @Test func aFailureLeavesTheStateAndTellsTheAppWhichScreenAsked() async {
    let (store, call) = makeStore(.init(isFavorite: ["p2": true]))
    store.send(.toggle("p2", from: .detail(1))) { $0.pending = ["p2"] }
    call.fail(.network)
    await store.receive(.setFavoriteResponse("p2", isFavorite: false, from: .detail(1), error: .network)) {
      $0.pending = []
    }
    await store.receive(.delegate(.toggleFailed("p2", from: .detail(1))))
  }

  @Test func payloadsSetTheStateOfTheProductsTheyCarry() {
    var state = FavoritesFeature.State(isFavorite: ["p1": true])
    state.record(Fixtures.products)
    #expect(state.isFavorite == ["p1": false, "p2": true])
    #expect(state.isFavorite("p9", fallback: true))
  }
}
