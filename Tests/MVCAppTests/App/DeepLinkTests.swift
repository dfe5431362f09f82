import AppContract
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

/// Deep links through the window's scene delegate.
@MainActor
@Suite struct DeepLinkTests {
  @Test func productLinkFromAnotherTabSelectsProductsAndSetsTheStack() async throws {
    let app = await AppDriver()
    try app.window.selectTab(Tab.bmi.rawValue)
    _ = app.takeEvents()
    _ = app.takeCalls()
    try app.window.open(url: "app://products/p2")
    await app.settle()
    #expect(
      app.takeEvents() == [
        "deeplink.open app://products/p2", "select-tab products", "set-stack products.list > products.detail",
      ])
    #expect(app.takeCalls() == ["fetchProduct p2"])
    #expect(app.variant.exportState().detail == DetailSnapshot(productID: "p2", phase: .loaded))
  }

  @Test func linkDismissesTheCheckoutFirst() async throws {
    let app = await AppDriver()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    _ = app.takeEvents()
    try app.window.open(url: "app://history")
    await app.settle()
    #expect(app.takeEvents() == ["deeplink.open app://history", "dismiss checkout", "select-tab history"])
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func productsLinkPopsTheStackToTheList() async throws {
    let app = await AppDriver()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    _ = app.takeEvents()
    try app.window.open(url: "app://products")
    #expect(app.takeEvents() == ["deeplink.open app://products", "pop-to-root products.list"])
    #expect(app.variant.exportState().detail == nil)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func linkToTheSelectedTabsRootRecordsOnlyTheOpen() async throws {
    let app = await AppDriver()
    try app.window.open(url: "app://products")
    #expect(app.takeEvents() == ["deeplink.open app://products"])
  }

  @Test(arguments: ["app://nowhere", "app://products/", "app://products/p1/more", "https://products"])
  func unknownLinkIsRejectedAndChangesNothing(url: String) async throws {
    let app = await AppDriver()
    let before = app.window.renderScreen()
    try app.window.open(url: url)
    #expect(app.takeEvents() == ["deeplink.rejected \(url)"])
    #expect(app.window.renderScreen() == before)
  }
}
