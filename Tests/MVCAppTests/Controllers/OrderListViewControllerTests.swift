import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

@MainActor
@Suite struct OrderListViewControllerTests {
  let app = TestApp()

  @Test func placedOrderBeforeTheFirstAppearanceIsFetchedByThatAppearanceOnly() async throws {
    let orders = OrderListViewController(orderService: app.services.orders)
    _ = try await app.services.orders.placeOrder(productID: "p1")
    #expect(orders.snapshot.phase == .notLoaded)
    orders.simulateAppearance()
    await orders.loadTask?.value
    #expect(app.api.calls == ["placeOrder p1", "fetchOrders"])
  }

  @Test func placedOrderAfterTheFirstAppearanceRefetchesShowingLoading() async throws {
    let orders = OrderListViewController(orderService: app.services.orders)
    orders.simulateAppearance()
    await orders.loadTask?.value
    #expect(orders.visibleIdentifiers == [ElementID.ordersEmpty])
    app.api.orders = .success([Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z")])
    _ = try await app.services.orders.placeOrder(productID: "p1")
    #expect(orders.visibleIdentifiers == [ElementID.ordersLoading])
    await orders.loadTask?.value
    #expect(orders.text(of: ElementID.orderTotal("o1")) == "$1,299.00")
    #expect(app.api.calls == ["fetchOrders", "placeOrder p1", "fetchOrders"])
  }

  @Test func failureShowsRetryWhichFetchesAgain() async {
    app.api.orders = .failure(.network)
    let orders = OrderListViewController(orderService: app.services.orders)
    orders.simulateAppearance()
    await orders.loadTask?.value
    #expect(orders.visibleIdentifiers == [ElementID.ordersError, ElementID.ordersRetry])
    #expect(orders.snapshot.message == AppText.ordersLoadFailed)
    app.api.orders = .success([])
    orders.tap(ElementID.ordersRetry)
    await orders.loadTask?.value
    #expect(orders.snapshot == ListSnapshot(phase: .loaded, ids: []))
  }
}
