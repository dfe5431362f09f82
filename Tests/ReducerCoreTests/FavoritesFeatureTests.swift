import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// The app-wide favourites: the toggle helper the app calls, and the answers it handles. The
/// request itself, run through the app, is in `AppFeatureTests`.
@MainActor
@Suite struct FavoritesFeatureTests {
  let feature = FavoritesFeature(products: .unimplemented)

  func makeStore(
    _ state: FavoritesFeature.State
  ) -> TestStore<FavoritesFeature.State, FavoritesFeature.Action> {
    TestStore(initialState: state) { feature }
  }

  @Test func aToggleMarksTheProductPendingAndAnotherWhilePendingDoesNothing() {
    var state = FavoritesFeature.State(isFavorite: ["p1": false])
    let first = feature.toggle("p1", from: .list, &state)
    #expect(state.pending == ["p1"])
    #expect(!first.isNone)
    let second = feature.toggle("p1", from: .detail(3), &state)
    #expect(second.isNone)
    #expect(state.pending == ["p1"])
  }

  @Test func aSuccessSetsTheRequestedState() {
    let store = makeStore(.init(isFavorite: ["p1": false], pending: ["p1"]))
    store.send(.setFavoriteResponse("p1", isFavorite: true, from: .list, error: nil)) {
      $0.pending = []
      $0.isFavorite["p1"] = true
    }
  }

  @Test func aFailureLeavesTheStateAndTellsTheAppWhichScreenAsked() async {
    let store = makeStore(.init(isFavorite: ["p2": true], pending: ["p2"]))
    store.send(.setFavoriteResponse("p2", isFavorite: false, from: .detail(1), error: .network)) {
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
