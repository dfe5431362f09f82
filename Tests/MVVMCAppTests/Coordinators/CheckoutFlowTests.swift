import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import MVVMCApp

/// The checkout flow under the app coordinator: presented as a child flow, ended by Cancel, by a
/// swipe, by a deep link or by success — and then handed off to Orders.
@MainActor
struct CheckoutFlowTests {
  let app = TestApp()
  var coordinator: AppCoordinator { app.coordinator }

  /// Launches, opens p1 and presents its checkout.
  private func presentCheckout() async {
    await app.launch()
    coordinator.products.handle(.detail("p1"))
    await app.settle()
    coordinator.route(.checkout(Fixtures.detail().toDomain()))
    await app.settle()
  }

  @Test func theCheckoutRoutePresentsTheModalAndStartsAChildFlow() async {
    await presentCheckout()

    #expect(app.events() == ["push products.detail", "present checkout"])
    #expect(coordinator.checkout != nil)
    #expect(app.variant.exportState().checkout == CheckoutSnapshot(productID: "p1", phase: .ready))
  }

  @Test func cancelDismissesAndEndsTheChildFlow() async throws {
    await presentCheckout()
    _ = app.events()

    try app.window.tap("checkout.cancel")
    await app.settle()

    #expect(app.events() == ["dismiss checkout"])
    #expect(coordinator.checkout == nil)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func aSwipeDismissEndsTheChildFlow() async throws {
    await presentCheckout()
    _ = app.events()
    weak let child = coordinator.checkout

    try app.window.swipeDismiss()
    await app.settle()

    #expect(app.events() == ["dismiss checkout"])
    #expect(coordinator.checkout == nil)
    #expect(child == nil)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func whileProcessingNeitherASwipeNorADeepLinkInterruptsThePayment() async throws {
    await presentCheckout()
    _ = app.events()
    app.api.order.hold()

    try app.window.tap("checkout.confirm")
    await app.api.order.waitForCall()
    try app.window.swipeDismiss()
    try app.window.open(url: "app://orders")

    #expect(app.events() == ["deeplink.rejected app://orders"])
    #expect(app.screen.contains("modal checkout not-dismissible"))
    #expect(coordinator.checkout != nil)
    app.api.order.resume(with: .failure(.network))
    await app.settle()
    #expect(app.variant.exportState().checkout == CheckoutSnapshot(productID: "p1", phase: .failed))
  }

  @Test func aDeepLinkDismissesTheCheckoutFirst() async throws {
    await presentCheckout()
    _ = app.events()

    try app.window.open(url: "app://orders")
    await app.settle()

    #expect(app.events() == ["deeplink.open app://orders", "dismiss checkout", "select-tab orders"])
    #expect(coordinator.checkout == nil)
  }

  @Test func successHandsOffToOrdersAndEndsBothFlows() async throws {
    app.api.order.answer(Fixtures.order("o1"))
    await presentCheckout()
    _ = app.events()

    coordinator.route(.checkoutEnded(.ordered(Fixtures.order("o1").toDomain())))
    await app.settle()

    #expect(app.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(coordinator.childCoordinators.count == 4)
    #expect(coordinator.products.childCoordinators.isEmpty)
    #expect(app.api.calls.filter { $0 == "fetchOrders" }.count == 1)
  }

  @Test func aSecondOrderRefetchesTheOrdersListOnce() async throws {
    app.api.order.answer(Fixtures.order("o1"))
    await app.launch()
    try app.window.selectTab("orders")
    await app.settle()
    try app.window.selectTab("products")
    coordinator.route(.checkout(Fixtures.detail().toDomain()))
    await app.settle()

    try app.window.tap("checkout.confirm")
    await app.settle()

    #expect(app.api.calls == ["fetchProducts", "fetchOrders", "placeOrder p1", "fetchOrders"])
  }

  @Test func aSavedBMIRecordSelectsTheHistoryTab() async {
    await app.launch()

    coordinator.route(.bmiRecordSaved)
    await app.settle()

    #expect(app.events() == ["select-tab history"])
    #expect(app.store.calls == ["load"])
  }

  @Test func anUnknownLinkIsRejectedAndChangesNothing() async throws {
    await app.launch()

    try app.window.open(url: "app://settings")

    #expect(app.events() == ["deeplink.rejected app://settings"])
  }
}
