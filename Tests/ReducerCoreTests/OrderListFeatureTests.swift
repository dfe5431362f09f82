import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

@MainActor
@Suite struct OrderListFeatureTests {
  func makeStore(
    _ state: OrderListFeature.State = .init()
  ) -> (
    TestStore<OrderListFeature.State, OrderListFeature.Action>, ControlledCall<Void, [Order], APIError>
  ) {
    let parking = ParkingLot()
    let call = ControlledCall<Void, [Order], APIError>(parking: parking, cancelled: .cancelled)
    var client = ProductClient.unimplemented
    client.fetchOrders = { () async throws(APIError) in try await call() }
    return (TestStore(initialState: state, parking: parking) { OrderListFeature(products: client) }, call)
  }

  @Test func firstAppearanceLoadsNewestFirstAndLaterAppearancesDoNothing() async {
    let (store, call) = makeStore()
    store.send(.viewWillAppear) { $0.orders = .loading }
    call.succeed([Fixtures.olderOrder, Fixtures.order])
    await store.receive(.ordersResponse(.success([Fixtures.olderOrder, Fixtures.order]))) {
      $0.orders = .loaded([Fixtures.order, Fixtures.olderOrder])
    }
    store.send(.viewWillAppear)
  }

  @Test func aStaleListLoadsOnceOnItsNextAppearance() async {
    let (store, call) = makeStore(.init(orders: .loaded([]), isStale: true))
    store.send(.viewWillAppear) {
      $0.orders = .loading
      $0.isStale = false
    }
    call.succeed([Fixtures.order])
    await store.receive(.ordersResponse(.success([Fixtures.order]))) { $0.orders = .loaded([Fixtures.order]) }
    store.send(.viewWillAppear)
    #expect(call.arguments.count == 1)
  }

  @Test func aFailedLoadOffersRetry() async {
    let (store, call) = makeStore()
    store.send(.viewWillAppear) { $0.orders = .loading }
    call.fail(.network)
    await store.receive(.ordersResponse(.failure(.network))) { $0.orders = .failed }
    #expect(store.state.message == AppText.ordersLoadFailed)
    store.send(.retryTapped) { $0.orders = .loading }
    call.succeed([])
    await store.receive(.ordersResponse(.success([]))) { $0.orders = .loaded([]) }
  }
}
