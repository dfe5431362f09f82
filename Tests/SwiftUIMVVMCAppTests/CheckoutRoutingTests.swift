import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import SwiftUIMVVMCApp

/// The detail's and the checkout's host controllers route: Buy presents the checkout from the tab
/// bar; Cancel dismisses it; a placed order dismisses it, pops Products to its root, tells the
/// orders list and selects Orders; a payment in flight refuses a swipe.
@MainActor
struct CheckoutRoutingTests {
  let app = TestApp()

  /// Launches, opens p1 and taps Buy.
  private func presentCheckout() async throws {
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()
    try app.window.tap("detail.buy")
    await app.settle()
  }

  @Test func buyPresentsTheCheckoutInAStackOfItsOwnFromTheTabBar() async throws {
    try await presentCheckout()

    #expect(app.events() == ["push products.detail", "present checkout"])
    let presented = try #require(app.tabs.presentedViewController as? NavigationController)
    #expect(presented.viewControllers.first === app.shell.checkout)
    #expect(app.variant.exportState().checkout == CheckoutSnapshot(productID: "p1", phase: .ready))
  }

  @Test func cancelDismissesTheCheckout() async throws {
    try await presentCheckout()
    _ = app.events()

    try app.window.tap("checkout.cancel")
    await app.settle()

    #expect(app.events() == ["dismiss checkout"])
    #expect(app.shell.checkout == nil)
    #expect(app.stack(of: .products) == [ScreenName.productList, ScreenName.productDetail])
  }

  @Test func aPlacedOrderHandsOffToOrdersInTheArticlesOrder() async throws {
    app.api.order.answer(Fixtures.order("o1"))
    try await presentCheckout()
    _ = app.events()

    try app.window.tap("checkout.confirm")
    await app.settle()

    #expect(app.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(app.stack(of: .products) == [ScreenName.productList])
    #expect(app.shell.productList.details.isEmpty)
    #expect(app.api.calls.filter { $0 == "fetchOrders" }.count == 1)
    #expect(app.window.topScreenName == ScreenName.orderList)
  }

  @Test func aSecondOrderRefetchesTheOrdersListOnce() async throws {
    app.api.order.answer(Fixtures.order("o1"))
    await app.launch()
    try app.window.selectTab("orders")
    await app.settle()
    try app.window.selectTab("products")
    try app.window.tap("product.p1")
    await app.settle()
    try app.window.tap("detail.buy")
    await app.settle()

    try app.window.tap("checkout.confirm")
    await app.settle()

    #expect(
      app.api.calls == ["fetchProducts", "fetchOrders", "fetchProduct p1", "placeOrder p1", "fetchOrders"])
  }

  @Test func whileProcessingNeitherASwipeNorADeepLinkInterruptsThePayment() async throws {
    try await presentCheckout()
    _ = app.events()
    app.api.order.hold()

    try app.window.tap("checkout.confirm")
    await app.api.order.waitForCall()
    await ViewUpdates.settled()  // not `settle()`: the payment is held
    try app.window.swipeDismiss()
    try app.window.open(url: "app://orders")

    #expect(app.events() == ["deeplink.rejected app://orders"])
    #expect(app.window.renderScreen().contains("modal checkout not-dismissible"))
    #expect(app.shell.checkout != nil)
    app.api.order.resume(with: .failure(.network))
    await app.settle()
    #expect(app.variant.exportState().checkout == CheckoutSnapshot(productID: "p1", phase: .failed))
  }

  @Test func aDeepLinkDismissesTheCheckoutFirst() async throws {
    try await presentCheckout()
    _ = app.events()

    try app.window.open(url: "app://orders")
    await app.settle()

    #expect(app.events() == ["deeplink.open app://orders", "dismiss checkout", "select-tab orders"])
    #expect(app.shell.checkout == nil)
  }
}
