import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

@MainActor
@Suite struct ProductListFeatureTests {
  func makeStore(
    _ state: ProductListFeature.State = .init(), parking: ParkingLot = ParkingLot(),
    client configure: (inout ProductClient) -> Void = { _ in }
  ) -> TestStore<ProductListFeature.State, ProductListFeature.Action> {
    var client = ProductClient.unimplemented
    configure(&client)
    return TestStore(initialState: state, parking: parking) { ProductListFeature(products: client) }
  }

  @Test func firstAppearanceLoadsOnceAndLaterAppearancesDoNothing() async {
    let store = makeStore { $0.fetchProducts = { Fixtures.products } }
    store.send(.viewWillAppear) { $0.products = .loading }
    await store.receive(.productsResponse(.success(Fixtures.products))) {
      $0.products = .loaded(IdentifiedArray(Fixtures.products))
    }
    await store.receive(.delegate(.productsLoaded(Fixtures.products)))
    store.send(.viewWillAppear)
  }

  @Test func aFailedLoadOffersRetryWhichLoadsAgain() async {
    let parking = ParkingLot()
    let call = ControlledCall<Void, [Product], APIError>(parking: parking, cancelled: .cancelled)
    let store = makeStore(parking: parking) {
      $0.fetchProducts = { () async throws(APIError) in try await call() }
    }
    store.send(.viewWillAppear) { $0.products = .loading }
    call.fail(.network)
    await store.receive(.productsResponse(.failure(.network))) { $0.products = .failed }
    #expect(store.state.message == AppText.productsLoadFailed)
    store.send(.viewWillAppear)
    store.send(.retryTapped) { $0.products = .loading }
    call.succeed([])
    await store.receive(.productsResponse(.success([]))) { $0.products = .loaded([]) }
    await store.receive(.delegate(.productsLoaded([])))
  }

  @Test func refreshClearsTheFavouriteFailureAndLoadsAgain() async {
    let store = makeStore(
      .init(products: .loaded(IdentifiedArray(Fixtures.products)), showsFavoriteFailure: true)
    ) {
      $0.fetchProducts = { [Fixtures.phone] }
    }
    store.send(.refreshTapped) {
      $0.products = .loading
      $0.showsFavoriteFailure = false
    }
    await store.receive(.productsResponse(.success([Fixtures.phone]))) {
      $0.products = .loaded([Fixtures.phone])
    }
    await store.receive(.delegate(.productsLoaded([Fixtures.phone])))
  }

  @Test func aNewLoadCancelsTheOneInFlightSoOnlyTheNewestAnswerCounts() async {
    let parking = ParkingLot()
    let call = ControlledCall<Void, [Product], APIError>(parking: parking, cancelled: .cancelled)
    let store = makeStore(.init(products: .failed), parking: parking) {
      $0.fetchProducts = { () async throws(APIError) in try await call() }
    }
    store.send(.retryTapped) { $0.products = .loading }
    await store.settle()
    store.send(.retryTapped)
    call.succeed([Fixtures.phoneCase])
    await store.receive(.productsResponse(.success([Fixtures.phoneCase]))) {
      $0.products = .loaded([Fixtures.phoneCase])
    }
    await store.receive(.delegate(.productsLoaded([Fixtures.phoneCase])))
    #expect(call.arguments.count == 2)
  }

  @Test func rowAndFavouriteTapsAreHandedToTheApp() async {
    let store = makeStore(.init(products: .loaded(IdentifiedArray(Fixtures.products))))
    store.send(.productTapped("p2"))
    await store.receive(.delegate(.openProduct("p2")))
    store.send(.favoriteTapped("p1"))
    await store.receive(.delegate(.toggleFavorite("p1")))
  }

  @Test(
    arguments: [
      (ProductListFeature.State(products: .notLoaded), nil),
      (ProductListFeature.State(products: .loading, showsFavoriteFailure: true), nil),
      (ProductListFeature.State(products: .failed), AppText.productsLoadFailed),
      (ProductListFeature.State(products: .loaded([])), nil),
      (
        ProductListFeature.State(
          products: .loaded(IdentifiedArray(Fixtures.products)), showsFavoriteFailure: true),
        AppText.favoriteFailed
      ),
    ] as [(ProductListFeature.State, String?)])
  func theMessageOnScreenFollowsThePhase(state: ProductListFeature.State, message: String?) {
    #expect(state.message == message)
  }
}
