import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// The detail screen's own logic, including its load (the app cancels it when the detail leaves:
/// see `AppFeatureTests`).
@MainActor
@Suite struct ProductDetailFeatureTests {
  let parking = ParkingLot()
  let fetchProduct: ControlledCall<ProductID, ProductDetail, APIError>

  init() {
    fetchProduct = .init(parking: parking, cancelled: .cancelled)
  }

  func makeStore(
    _ state: ProductDetailFeature.State = .init(productID: "p1")
  ) -> TestStore<ProductDetailFeature.State, ProductDetailFeature.Action> {
    var products = ProductClient.unimplemented
    products.fetchProduct = { [fetchProduct] id async throws(APIError) in try await fetchProduct(id) }
    return TestStore(initialState: state, parking: parking) { ProductDetailFeature(products: products) }
  }

  @Test func firstAppearanceLoadsTheProductOnceAndTheTitleFollowsTheAnswer() async {
    let store = makeStore()
    store.send(.viewWillAppear) { $0.product = .loading }
    #expect(store.state.title == "")
    fetchProduct.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    await store.receive(.delegate(.productLoaded(Fixtures.phoneDetail)))
    #expect(store.state.title == "Phone")
    store.send(.viewWillAppear)
    #expect(fetchProduct.arguments == ["p1"])
  }

  @Test func aFailedLoadOffersRetryWhichLoadsAgain() async {
    let store = makeStore()
    store.send(.viewWillAppear) { $0.product = .loading }
    fetchProduct.fail(.server(status: 500))
    await store.receive(.productResponse(.failure(.server(status: 500)))) { $0.product = .failed }
    #expect(store.state.message == AppText.productLoadFailed)
    #expect(store.state.title == "")
    store.send(.viewWillAppear)
    store.send(.retryTapped) { $0.product = .loading }
    fetchProduct.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    await store.receive(.delegate(.productLoaded(Fixtures.phoneDetail)))
  }

  @Test func aRetryWhileLoadingCancelsTheLoadInFlight() async {
    let store = makeStore()
    store.send(.viewWillAppear) { $0.product = .loading }
    await store.settle()
    store.send(.retryTapped)
    #expect(store.effectsInFlight == 1)
    fetchProduct.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    await store.receive(.delegate(.productLoaded(Fixtures.phoneDetail)))
    await store.finish()
    #expect(fetchProduct.arguments == ["p1", "p1"])
  }

  @Test func buyHandsTheLoadedProductToTheAppAndDoesNothingBeforeItLoaded() async {
    let store = makeStore()
    store.send(.buyTapped)
    store.send(.favoriteTapped)
    await store.receive(.delegate(.toggleFavorite("p1")))
    let loaded = makeStore(.init(productID: "p1", product: .loaded(Fixtures.phoneDetail)))
    loaded.send(.buyTapped)
    await loaded.receive(.delegate(.buy(Fixtures.phoneDetail)))
  }

  @Test func aRetryClearsTheFavouriteFailureWhichShowsOnlyOnceLoaded() async {
    let store = makeStore(.init(productID: "p1", product: .failed, showsFavoriteFailure: true))
    #expect(store.state.message == AppText.productLoadFailed)
    store.send(.retryTapped) {
      $0.product = .loading
      $0.showsFavoriteFailure = false
    }
    #expect(store.state.message == nil)
    fetchProduct.succeed(Fixtures.phoneDetail)
    await store.receive(.productResponse(.success(Fixtures.phoneDetail))) {
      $0.product = .loaded(Fixtures.phoneDetail)
    }
    await store.receive(.delegate(.productLoaded(Fixtures.phoneDetail)))
    #expect(store.state.message == nil)
  }
}
