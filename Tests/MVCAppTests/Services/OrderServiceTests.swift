import AppTestDoubles
import Domain
import Testing

@testable import MVCApp

/// An order observer that writes down the orders it heard of.
@MainActor
final class OrderLog: OrderObserver {
  var orderIDs: [String] = []

  func orderService(_ service: OrderService, didPlace order: Order) {
    orderIDs.append(order.id)
  }
}

@MainActor
@Suite struct OrderServiceTests {
  @Test func fetchOrdersSortsNewestFirst() async throws {
    let app = TestApp()
    app.api.orders = .success([
      Fixtures.orderDTO(id: "old", createdAt: "2026-01-01T09:00:00Z"),
      Fixtures.orderDTO(id: "new", createdAt: "2026-01-03T09:00:00Z"),
      Fixtures.orderDTO(id: "mid", createdAt: "2026-01-02T09:00:00Z"),
    ])
    let orders = try await app.services.orders.fetchOrders()
    #expect(orders.map(\.id) == ["new", "mid", "old"])
  }

  @Test func placedOrderIsToldToObserversBeforeItIsReturned() async throws {
    let app = TestApp()
    let log = OrderLog()
    app.services.orders.addObserver(log)
    let order = try await app.services.orders.placeOrder(productID: "p1")
    #expect(order.title == "Phone")
    #expect(log.orderIDs == ["o1"])
    #expect(app.api.calls == ["placeOrder p1"])
  }

  @Test func failedOrderIsToldToNobody() async throws {
    let app = TestApp()
    let log = OrderLog()
    app.services.orders.addObserver(log)
    app.api.orderResult = .failure(.server(status: 500))
    await #expect(throws: APIError.server(status: 500)) {
      try await app.services.orders.placeOrder(productID: "p1")
    }
    #expect(log.orderIDs.isEmpty)
  }
}
