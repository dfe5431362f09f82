import AppContract
import Domain
import Testing

@testable import ReducerApp

@MainActor
@Suite struct ProductDetailFeatureTests {
  func makeStore(
    _ state: ProductDetailFeature.State = .init(id: 1, productID: "p1"), parking: ParkingLot = ParkingLot(),
    client configure: (inout ProductClient) -> Void = { _ in }
  ) -> TestStore<ProductDetailFeature.State, ProductDetailFeature.Action> {
    var client = ProductClient.unimplemented
    configure(&client)
    return TestStore(initialState: state, parking: parking) { ProductDetailFeature(products: client) }
  }

  @Test func firstAppearanceLoadsTheProductAndTheTitleFollows() async {
    let parking = ParkingLot()
    let call = ControlledCall<ProductID, ProductDetail, APIError>(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      $0.fetchProduct = { id async throws(APIError) in try await call(id) }
    }
    store.send(.viewWillAppear) { $0.product = .loading }
    #expect(store.state.title == "")
    call.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    #expect(call.arguments == ["p1"])
    #expect(store.state.title == "Phone")
    store.send(.viewWillAppear)
  }

  @Test func aFailedLoadOffersRetry() async {
    let parking = ParkingLot()
    let call = ControlledCall<ProductID, ProductDetail, APIError>(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      $0.fetchProduct = { id async throws(APIError) in try await call(id) }
    }
    store.send(.viewWillAppear) { $0.product = .loading }
    call.fail(.server(status: 500))
    await store.receive(.productResponse(.failure(.server(status: 500)))) { $0.product = .failed }
    #expect(store.state.message == AppText.productLoadFailed)
    store.send(.retryTapped) { $0.product = .loading }
    call.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
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
