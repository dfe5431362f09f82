import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import MVPApp

@MainActor
struct OrderListPresenterTests {
  let model = TestModel()
  let view = SpyOrderListView()
  let presenter: OrderListPresenter

  init() {
    presenter = OrderListPresenter(orders: model.services.orders)
    presenter.view = view
  }

  @Test("Orders reach the view newest first, with the product's name and the total as a price")
  func rowsNewestFirst() async {
    model.api.orders = .success([
      Fixtures.orderDTO(id: "o1", createdAt: "2026-01-01T09:00:00Z"),
      Fixtures.orderDTO(id: "o2", createdAt: "2026-01-02T09:00:00Z"),
    ])
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    #expect(
      view.last
        == .rows([
          OrderRow(id: "o2", title: "Phone", total: "$1,299.00"),
          OrderRow(id: "o1", title: "Phone", total: "$1,299.00"),
        ]))
  }

  @Test("A placed order makes an order list that appeared fetch again, and one that never appeared wait")
  func placedOrderRefetches() async throws {
    _ = try await model.services.orders.placeOrder(productID: "p1")
    #expect(view.calls.isEmpty)
    #expect(model.api.calls == ["placeOrder p1"])
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    #expect(view.calls == [.loading, .empty])
    _ = try await model.services.orders.placeOrder(productID: "p1")
    #expect(view.last == .loading)
    await presenter.loadTask?.value
    #expect(model.api.calls == ["placeOrder p1", "fetchOrders", "placeOrder p1", "fetchOrders"])
  }
}
