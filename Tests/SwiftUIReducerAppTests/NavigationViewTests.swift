import AppContract
import Domain
import HeadlessUI
import Testing

@testable import SwiftUIReducerApp

/// The views over the store in a window: what the user does reaches the store as the features'
/// actions, and what the store's navigation state says reaches the containers, in both
/// directions and with UIKit's navigation events.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigationViewTests {
  let app = AppWindow()

  @Test("Launch shows the four tabs with Products selected, and the list the store loaded")
  func launchShowsTheFourTabsAndTheLoadedList() async throws {
    await app.launch()
    let tabs = try #require(app.window.rootViewController as? TabBarController)
    #expect(tabs.viewControllers.map(\.tabBarItem.identifier) == Tab.allCases.map(\.rawValue))
    #expect(app.window.topScreenName == ScreenName.productList)
    #expect(app.app.store.state.productList.products.value?.map(\.id) == ["p1", "p2"])
    #expect(try app.window.element(ElementID.productName("p2")) is Label)
  }

  @Test func aTapOnARowPushesItsDetailAndTheBackControlPopsItFromTheStore() async throws {
    await app.launch()
    _ = app.events()
    try app.window.tap(ElementID.productRow("p2"))
    await app.settle()
    #expect(app.events() == ["push \(ScreenName.productDetail)"])
    #expect(app.app.store.state.path.map(\.productID) == ["p2"])
    try app.window.tapBack()
    await app.settle()
    #expect(app.app.store.state.path.isEmpty)
    #expect(app.window.topScreenName == ScreenName.productList)
  }

  @Test func aProductLinkSetsTheStackEvenOntoTheBareList() async throws {
    await app.launch()
    try app.window.selectTab(Tab.orders.rawValue)
    await app.settle()
    _ = app.events()
    try app.window.open(url: "app://products/p1")
    await app.settle()
    #expect(app.app.store.state.selectedTab == .products)
    #expect(
      app.events() == [
        "deeplink.open app://products/p1", "select-tab \(Tab.products.rawValue)",
        "set-stack \(ScreenName.productList) > \(ScreenName.productDetail)",
      ])
  }

  @Test(arguments: ["app://nowhere", "app://products/"])
  func anUnknownLinkIsRefusedAndChangesNothing(url: String) async throws {
    await app.launch()
    let before = app.app.store.state
    try app.window.open(url: url)
    await app.settle()
    #expect(app.app.store.state == before)
  }

  @Test func swipingTheCheckoutAwayTellsTheStore() async throws {
    await app.launch()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    await app.settle()
    #expect(app.window.topScreenName == ScreenName.checkout)
    try app.window.swipeDismiss()
    await app.settle()
    #expect(app.app.store.state.checkout == nil)
    #expect(app.window.topScreenName == ScreenName.productDetail)
  }

  @Test func aTabTapSelectsTheTabInTheStoreAndItsScreenLoads() async throws {
    await app.launch()
    try app.window.selectTab(Tab.orders.rawValue)
    await app.settle()
    #expect(app.app.store.state.selectedTab == .orders)
    #expect(app.app.store.state.orders.orders == .loaded([]))
    #expect(app.window.topScreenName == ScreenName.orderList)
  }
}
