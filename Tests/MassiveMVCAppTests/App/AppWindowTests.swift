import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

/// What no single controller owns — the hand-offs between screens, deep links, cancellation,
/// releases — can only be tested on the whole app in a window.
@MainActor
@Suite struct AppWindowTests {
  @Test("Launch shows the four tabs and the loaded list, having called only fetchProducts")
  func launch() async throws {
    let app = await AppDriver()
    let tabs = try #require(app.window.rootViewController as? TabBarController)
    #expect(tabs.viewControllers.map(\.tabBarItem.identifier) == Tab.allCases.map(\.rawValue))
    #expect(app.window.topScreenName == ScreenName.productList)
    #expect(app.takeCalls() == ["fetchProducts"])
    #expect(app.takeEvents().isEmpty)
    #expect(app.variant.exportState().products == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
  }

  @Test("The checkout itself dismisses, pops the Products stack and selects Orders, which refetch once")
  func checkoutHandsOffToOrders() async throws {
    let app = await AppDriver()
    try app.window.selectTab(Tab.orders.rawValue)
    await app.settle()
    try app.window.selectTab(Tab.products.rawValue)
    app.api.orders = .success([Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z")])
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    _ = app.takeEvents()
    _ = app.takeCalls()
    try app.window.tap(ElementID.checkoutConfirm)
    await app.settle()
    #expect(app.takeEvents() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(app.takeCalls() == ["placeOrder p1", "fetchOrders"])
    #expect(try app.window.element(ElementID.orderTitle("o1")).renderedText == "Phone")
    #expect(app.variant.exportState().checkout == nil)
  }

  @Test("Popping a detail that is loading cancels its load, and the late answer sets no favourite")
  func poppedDetailSetsNoFavourite() async throws {
    let app = await AppDriver()
    app.api.holdsProductCalls = true
    app.api.productIsFavorited = true
    try app.window.tap(ElementID.productRow("p1"))
    await app.api.heldProductCalls.arrival()
    let load = try #require(app.variant.productDetail?.loadTask)
    try app.window.tapBack()
    #expect(load.isCancelled)
    app.api.heldProductCalls.releaseFirst()
    await load.value
    #expect(try app.window.element(ElementID.productFavorite("p1")).renderedText == "♡")
    #expect(app.variant.exportState().favorites == FavoritesSnapshot(isFavorite: ["p1": false, "p2": true]))
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test("A payment in flight refuses deep links and the swipe, then completes its hand-off")
  func processingCheckoutRefusesLinks() async throws {
    let app = await AppDriver()
    app.api.holdsOrderCalls = true
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    try app.window.tap(ElementID.checkoutConfirm)
    await app.api.heldOrderCalls.arrival()
    _ = app.takeEvents()
    try app.window.swipeDismiss()
    try app.window.open(url: "app://orders")
    #expect(app.takeEvents() == ["deeplink.rejected app://orders"])
    app.api.heldOrderCalls.releaseFirst()
    await app.settle()
    #expect(app.takeEvents() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
  }

  @Test("Two apps in one process keep their favourites apart: each has its own notification centre")
  func appsDoNotHearEachOther() async throws {
    let first = await AppDriver()
    let second = await AppDriver()
    try first.window.tap(ElementID.productFavorite("p1"))
    await first.settle()
    #expect(try first.window.element(ElementID.productFavorite("p1")).renderedText == "♥")
    #expect(try second.window.element(ElementID.productFavorite("p1")).renderedText == "♡")
    #expect(second.variant.exportState().favorites.isFavorite["p1"] == false)
  }
}
