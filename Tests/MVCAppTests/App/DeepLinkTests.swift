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

  @Test func bmiReadingLinkSelectsTheFormAndFillsItAsTyped() async throws {
    let app = await AppDriver()
    _ = app.takeEvents()
    _ = app.takeCalls()
    let url = "app://bmi?height=160&weight=70&standard=Taiwan"
    try app.window.open(url: url)
    await app.settle()
    #expect(app.takeEvents() == ["deeplink.open \(url)", "select-tab bmi"])
    #expect(app.takeCalls().isEmpty)
    #expect(
      app.variant.exportState().bmi
        == BMISnapshot(
          heightText: "160", weightText: "70", standard: .taiwan, outcome: "27.3 Obese", save: .idle))
    try app.window.open(url: "app://bmi?height=30&weight=70")
    #expect(app.takeEvents() == ["deeplink.open app://bmi?height=30&weight=70"])
    #expect(app.variant.exportState().bmi.outcome == "Height must be 50–300 cm")
    #expect(app.variant.exportState().bmi.standard == .taiwan)
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
