import AppContract
import Domain
import Testing

@MainActor
struct CheckoutWindowTests {
  let app = AppDriver(
    api: FakeProductAPI {
      $0.products = .success(Fixtures.threeProducts)
      $0.details["p2"] = .success(Fixtures.detail("p2", name: "Case", price: 19.99))
      $0.placeOrder = .success(
        Fixtures.order("o2", name: "Case", total: 19.99, createdAt: "2026-01-02T09:00:00Z"))
      $0.orders = .success([
        Fixtures.order("o1", name: "Phone"),
        Fixtures.order("o2", name: "Case", total: 19.99, createdAt: "2026-01-02T09:00:00Z"),
      ])
    })

  private func openCheckout() async throws {
    await app.launch()
    try await app.tap("product.p2")
    try await app.tap("detail.buy")
    #expect(app.events() == ["push products.detail", "present checkout"])
  }

  @Test func checkoutSuccessDismissesPopsToRootThenSelectsOrdersWhichFetchesOnce() async throws {
    try await openCheckout()
    try await app.tap("checkout.confirm")
    #expect(app.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(app.api.calls == ["fetchProducts", "fetchProduct(p2)", "placeOrder(p2)", "fetchOrders"])
    #expect(
      app.screen == """
        tab-bar: products [orders] bmi history
        stack: orders.list
        screen orders.list "Orders"
          list orders.list
            row order.o2
              label order.o2.title "Case"
              label order.o2.total "$19.99"
            row order.o1
              label order.o1.title "Phone"
              label order.o1.total "$1,299.00"
        """)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func aHandOffToOrdersThatAppearedBeforeRefetchesExactlyOnce() async throws {
    await app.launch()
    try await app.selectTab("orders")
    try await app.selectTab("products")
    try await app.tap("product.p2")
    try await app.tap("detail.buy")
    try await app.tap("checkout.confirm")
    #expect(app.api.calls.filter { $0 == "fetchOrders" }.count == 2)
    #expect(app.state.orders == ListSnapshot(phase: .loaded, ids: ["o2", "o1"]))
  }

  @Test func whileProcessingTheModalRefusesSwipesAndDeepLinks() async throws {
    try await openCheckout()
    app.api.hold("placeOrder")
    try await app.tap("checkout.confirm")
    #expect(app.screen.contains("modal checkout not-dismissible"))
    #expect(app.screen.contains(#"button checkout.cancel "Cancel" disabled"#))
    #expect(app.state.checkout == CheckoutSnapshot(productID: "p2", phase: .processing))
    try app.window.swipeDismiss()
    try await app.open("app://orders")
    #expect(app.events() == ["deeplink.rejected app://orders"])
    #expect(app.state.checkout?.phase == .processing)
    app.api.release("placeOrder")
    await app.settle()
    #expect(app.state.checkout == nil)
  }

  @Test func aFailedPaymentShowsTheErrorAndTheModalCanBeSwipedAway() async throws {
    app.api.script { $0.placeOrder = .failure(.server(status: 402)) }
    try await openCheckout()
    try await app.tap("checkout.confirm")
    #expect(app.screen.contains(#"label checkout.error "Payment failed""#))
    #expect(app.state.checkout == CheckoutSnapshot(productID: "p2", phase: .failed))
    try app.window.swipeDismiss()
    #expect(app.events() == ["dismiss checkout"])
    #expect(app.state.checkout == nil)
    #expect(app.state.detail == DetailSnapshot(productID: "p2", phase: .loaded))
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func cancelDismissesAndChangesNothingElse() async throws {
    try await openCheckout()
    try await app.tap("checkout.cancel")
    #expect(app.events() == ["dismiss checkout"])
    #expect(app.screen.contains("screen products.detail \"Case\""))
    #expect(app.api.calls == ["fetchProducts", "fetchProduct(p2)"])
  }
}
