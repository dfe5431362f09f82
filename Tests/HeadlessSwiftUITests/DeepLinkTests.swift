import HeadlessSwiftUI
import HeadlessUI
import Testing

/// One change of state that moves several containers moves them in `Docs/AppSpec.md`'s order,
/// and the scene's handler can refuse a deep link.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct DeepLinkTests {
  @Test func aDeepLinkUnderAModalDismissesThenSelectsTheTabThenSetsTheStack() async throws {
    let router = Router()
    router.tab = "orders"
    let app = SceneWindow(ShopTabs(router: router))
    router.showsHelp = true
    #expect(await app.settledEvents() == ["present help"])

    try app.window.open(url: "app://products/p2")

    #expect(
      await app.settledEvents() == [
        "deeplink.open app://products/p2", "dismiss help", "select-tab products",
        "set-stack products.list > products.detail",
      ])
    #expect(try app.window.element("detail.name").renderedText == "Product p2")
  }

  @Test func aDeepLinkOverTheCheckoutDismissesItThenSetsTheStackOnScreen() async throws {
    let router = Router()
    router.path = ["p1"]
    let app = SceneWindow(ShopTabs(router: router))
    try app.window.tap("detail.buy")
    _ = await app.settledEvents()

    try app.window.open(url: "app://products/p2")

    #expect(
      await app.settledEvents() == [
        "deeplink.open app://products/p2", "dismiss checkout",
        "set-stack products.list > products.detail",
      ])
  }

  @Test func thePaymentHandOffDismissesThenPopsTheStackItLeavesThenSelectsTheTab() async throws {
    let router = Router()
    router.path = ["p1"]
    let app = SceneWindow(ShopTabs(router: router))
    try app.window.tap("detail.buy")
    _ = await app.settledEvents()

    try app.window.tap("checkout.done")

    #expect(
      await app.settledEvents() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(router.checkout == nil)
  }

  @Test func aHandOffFromBehindAnotherTabStillPopsTheStackItLeavesBeforeSelectingTheTab() async throws {
    let router = Router()
    router.path = ["p1"]
    let app = SceneWindow(ThreeTabs(router: router))
    router.tab = "history"
    #expect(await app.settledEvents() == ["select-tab history"])

    router.path = []
    router.tab = "orders"

    #expect(await app.settledEvents() == ["pop-to-root products.list", "select-tab orders"])
  }

  @Test(arguments: ["app://nowhere", "app://orders"])
  func aRefusedLinkChangesNothingAndRecordsOnlyTheRejection(url: String) async throws {
    let router = Router()
    router.path = ["p1"]
    let app = SceneWindow(ShopTabs(router: router))
    try app.window.tap("detail.buy")
    _ = await app.settledEvents()
    try app.window.tap("checkout.confirm")
    _ = await app.settledEvents()
    let before = app.window.renderScreen()

    try app.window.open(url: url)

    #expect(await app.settledEvents() == ["deeplink.rejected \(url)"])
    #expect(app.window.renderScreen() == before)
  }
}

/// The shop's Products stack with two tabs of a single screen each.
private struct ThreeTabs: HeadlessSwiftUI.View {
  let router: Router

  var body: some HeadlessSwiftUI.View {
    TabView(selection: Bindable(router).tab) {
      NavigationStack(path: Bindable(router).path) { ProductList(router: router) }
        .tabItem("Products", identifier: "products").tag("products")
      NavigationStack { Text("Orders").screenName("orders.list") }
        .tabItem("Orders", identifier: "orders").tag("orders")
      NavigationStack { Text("History").screenName("history.list") }
        .tabItem("History", identifier: "history").tag("history")
    }
  }
}
