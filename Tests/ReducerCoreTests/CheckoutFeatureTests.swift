import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

@MainActor
@Suite struct CheckoutFeatureTests {
  func makeStore() -> (
    TestStore<CheckoutFeature.State, CheckoutFeature.Action>, ControlledCall<ProductID, Order, APIError>
  ) {
    let parking = ParkingLot()
    let call = ControlledCall<ProductID, Order, APIError>(parking: parking, cancelled: .cancelled)
    var client = ProductClient.unimplemented
    client.placeOrder = { id async throws(APIError) in try await call(id) }
    let store = TestStore(
      initialState: CheckoutFeature.State(product: Fixtures.phoneDetail), parking: parking
    ) {
      CheckoutFeature(products: client)
    }
    return (store, call)
  }

  @Test func confirmProcessesThenHandsThePlacedOrderToTheApp() async {
    let (store, call) = makeStore()
    #expect(store.state.summary == "1 × Phone — $1,299.00")
    store.send(.confirmTapped) { $0.phase = .processing }
    #expect(store.state.isProcessing)
    call.succeed(Fixtures.order)
    await store.receive(.orderResponse(.success(Fixtures.order)))
    await store.receive(.delegate(.orderPlaced(Fixtures.order)))
    #expect(call.arguments == ["p1"])
  }

  @Test func whileProcessingConfirmAndCancelAreIgnored() async {
    let (store, call) = makeStore()
    store.send(.confirmTapped) { $0.phase = .processing }
    store.send(.confirmTapped)
    store.send(.cancelTapped)
    call.fail(.timeout)
    await store.receive(.orderResponse(.failure(.timeout))) { $0.phase = .failed }
    #expect(call.arguments.count == 1)
  }

  @Test func aFailedPaymentCanBeRetriedOrCancelled() async {
    let (store, call) = makeStore()
    store.send(.confirmTapped) { $0.phase = .processing }
    call.fail(.network)
    await store.receive(.orderResponse(.failure(.network))) { $0.phase = .failed }
    store.send(.confirmTapped) { $0.phase = .processing }
    call.fail(.network)
    await store.receive(.orderResponse(.failure(.network))) { $0.phase = .failed }
    store.send(.cancelTapped)
    await store.receive(.delegate(.cancelled))
  }
}
