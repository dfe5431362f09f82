import AppContract
import Domain
import Testing

@testable import ReducerApp

/// The detail screen's own logic. Its load is the app's (see `AppFeatureTests`): the detail asks
/// for it and renders the answer the app forwards.
@MainActor
@Suite struct ProductDetailFeatureTests {
  func makeStore(
    _ state: ProductDetailFeature.State = .init(id: 1, productID: "p1")
  ) -> TestStore<ProductDetailFeature.State, ProductDetailFeature.Action> {
    TestStore(initialState: state) { ProductDetailFeature() }
  }

  @Test func firstAppearanceAsksForTheProductOnceAndTheTitleFollowsTheAnswer() async {
    let store = makeStore()
    store.send(.viewWillAppear) { $0.product = .loading }
    await store.receive(.delegate(.loadRequested("p1")))
    #expect(store.state.title == "")
    store.send(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    #expect(store.state.title == "Phone")
    store.send(.viewWillAppear)
  }

  @Test func aFailedLoadOffersRetryWhichAsksAgain() async {
    let store = makeStore(.init(id: 1, productID: "p1", product: .loading))
    store.send(.productResponse(.failure(.server(status: 500)))) { $0.product = .failed }
    #expect(store.state.message == AppText.productLoadFailed)
    #expect(store.state.title == "")
    store.send(.viewWillAppear)
    store.send(.retryTapped) { $0.product = .loading }
    await store.receive(.delegate(.loadRequested("p1")))
  }

  @Test func buyHandsTheLoadedProductToTheAppAndDoesNothingBeforeItLoaded() async {
    let store = makeStore()
    store.send(.buyTapped)
    store.send(.favoriteTapped)
    await store.receive(.delegate(.toggleFavorite("p1")))
    let loaded = makeStore(.init(id: 1, productID: "p1", product: .loaded(Fixtures.phoneDetail)))
    loaded.send(.buyTapped)
    await loaded.receive(.delegate(.buy(Fixtures.phoneDetail)))
  }

  @Test func theFavouriteFailureShowsOnlyWhileLoaded() {
    var state = ProductDetailFeature.State(id: 1, productID: "p1", showsFavoriteFailure: true)
    #expect(state.message == nil)
    state.product = .loaded(Fixtures.phoneDetail)
    #expect(state.message == AppText.favoriteFailed)
  }
}
