import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerApp

/// The app driven through its window only: taps, back, swipes and deep links, checked against
/// what is rendered, the navigation events and the service calls.
@MainActor
@Suite struct FlowWindowTests {
  @Test func favouriteFromTheDetailShowsInTheList() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    #expect(try harness.window.element("detail.favorite").renderedText == "♡")
    try harness.window.tap("detail.favorite")
    #expect(harness.window.renderScreen().contains(#"button detail.favorite "♡" disabled"#))
    await harness.settle()
    #expect(try harness.window.element("detail.favorite").renderedText == "♥")
    try harness.window.tapBack()
    #expect(try harness.window.element("product.p1.favorite").renderedText == "♥")
    #expect(harness.events() == ["push products.detail", "pop products.detail"])
    #expect(harness.api.calls == ["fetchProducts()", "fetchProduct(p1)", "setFavorite(p1, true)"])
    #expect(harness.app.exportState().detail == nil)
  }

  @Test func checkoutSuccessDismissesPopsThenSelectsOrdersWhichFetchesOnce() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.tap("detail.buy")
    #expect(try harness.window.element("checkout.summary").renderedText == "1 × Phone — $1,299.00")
    _ = harness.events()
    try harness.window.tap("checkout.confirm")
    #expect(harness.window.renderScreen().contains("modal checkout not-dismissible"))
    await harness.settle()
    #expect(harness.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(
      harness.api.calls == ["fetchProducts()", "fetchProduct(p1)", "placeOrder(p1)", "fetchOrders()"])
    #expect(try harness.window.element("order.o1.title").renderedText == "Phone")
    #expect(harness.window.lifetimes.leaks().isEmpty)
  }

  @Test func savingABMIRecordSelectsHistoryWhichLoadsOnce() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.selectTab("bmi")
    try harness.window.type("bmi.height", text: "170")
    try harness.window.type("bmi.weight", text: "65")
    #expect(try harness.window.element("bmi.value").renderedText == "22.5")
    try harness.window.tap("bmi.save")
    await harness.settle()
    #expect(harness.events() == ["select-tab bmi", "select-tab history"])
    #expect(harness.historyStore.calls == ["save(r1)", "load()"])
    #expect(try harness.window.element("history.r1.date").renderedText == "2026-01-01 09:00")
    try harness.window.selectTab("bmi")
    #expect(try harness.window.element("bmi.height").renderedText == "170")
  }

  @Test func deepLinkToAProductDismissesCheckoutAndSetsTheStack() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.tap("detail.buy")
    _ = harness.events()
    try harness.window.open(url: "app://products/p2")
    await harness.settle()
    #expect(
      harness.events() == [
        "deeplink.open app://products/p2", "dismiss checkout", "set-stack products.list > products.detail",
      ])
    #expect(harness.app.exportState().detail?.productID == "p2")
    #expect(harness.window.lifetimes.leaks().isEmpty)
  }

  @Test func deepLinkFromAnotherTabSelectsTheTabBeforeSettingItsStack() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.selectTab("orders")
    await harness.settle()
    _ = harness.events()
    try harness.window.open(url: "app://products/p2")
    await harness.settle()
    #expect(
      harness.events() == [
        "deeplink.open app://products/p2", "select-tab products", "set-stack products.list > products.detail",
      ])
    #expect(
      harness.api.calls == ["fetchProducts()", "fetchProduct(p1)", "fetchOrders()", "fetchProduct(p2)"])
  }

  @Test func swipingCheckoutAwayClearsItFromTheState() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.tap("detail.buy")
    try harness.window.swipeDismiss()
    #expect(harness.app.exportState().checkout == nil)
    #expect(harness.events() == ["push products.detail", "present checkout", "dismiss checkout"])
    #expect(harness.window.lifetimes.leaks().isEmpty)
  }

  @Test func reselectingTheProductsTabPopsTheDetailAndTheStateFollows() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.selectTab("products")
    #expect(harness.events() == ["push products.detail", "pop-to-root products.list"])
    #expect(harness.app.exportState().detail == nil)
    #expect(harness.app.store.state.detail == nil)
    #expect(harness.window.lifetimes.leaks().isEmpty)
  }

  @Test func whileAPaymentRunsDeepLinksAreRefusedAndTheModalStays() async throws {
    let gate = ControlledCall<ProductID, Order, APIError>(parking: ParkingLot(), cancelled: .cancelled)
    let harness = AppHarness(api: FakeProductAPI(placeOrderGate: gate))
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    try harness.window.tap("detail.buy")
    try harness.window.tap("checkout.confirm")
    _ = harness.events()
    try harness.window.open(url: "app://orders")
    try harness.window.swipeDismiss()
    #expect(harness.events() == ["deeplink.rejected app://orders"])
    #expect(harness.app.exportState().checkout?.phase == .processing)
    gate.succeed(Fixtures.order)
    await harness.settle()
    #expect(harness.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
  }
}
