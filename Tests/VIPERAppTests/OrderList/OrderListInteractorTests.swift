import Domain
import Testing

@testable import VIPERApp

@MainActor
struct OrderListInteractorTests {
  let api = FakeProductAPI()
  let runner = TaskRunner()
  let interactor: OrderListInteractor
  let output = MockOrderListInteractorOutput()

  init() {
    interactor = OrderListInteractor(api: api, runner: runner)
    interactor.output = output
  }

  @Test func ordersArriveNewestFirst() async {
    api.script {
      $0.orders = .success([
        Fixtures.order("o1", name: "Phone", createdAt: "2026-01-01T09:00:00Z"),
        Fixtures.order("o2", name: "Case", createdAt: "2026-01-03T09:00:00Z"),
        Fixtures.order("o3", name: "Cable", createdAt: "2026-01-02T09:00:00Z"),
      ])
    }
    interactor.fetchOrders()
    await runner.settle()
    #expect(output.orders?.map(\.id) == ["o2", "o3", "o1"])
  }

  @Test func aSupersededFetchIsNotDelivered() async {
    api.hold("fetchOrders")
    interactor.fetchOrders()
    api.script { $0.orders = .failure(.timeout) }
    interactor.fetchOrders()
    api.release("fetchOrders")
    await runner.settle()
    #expect(api.calls == ["fetchOrders", "fetchOrders"])
    #expect(output.failures == 1)
    #expect(output.orders == nil)
  }
}
