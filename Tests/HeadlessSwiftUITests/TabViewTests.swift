import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A `TabView` selects the tab its binding names, and the user's taps write the tag back.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct TabViewTests {
  @Test func theTabsRenderAsATabBarWithTheBoundTabSelected() async {
    let router = Router()
    router.tab = "orders"
    let app = SceneWindow(ShopTabs(router: router))

    #expect(await app.settledEvents() == [])
    #expect(
      app.window.renderScreen() == """
        tab-bar: products [orders]
        stack: orders.list
        screen orders.list "Orders"
          label orders.empty "No orders yet"
        """)
  }

  @Test func changingTheSelectionSelectsTheTab() async {
    let router = Router()
    let app = SceneWindow(ShopTabs(router: router))

    router.tab = "orders"

    #expect(await app.settledEvents() == ["select-tab orders"])
  }

  @Test func theUsersTabTapWritesTheTagBack() async throws {
    let router = Router()
    let app = SceneWindow(ShopTabs(router: router))

    try app.window.selectTab("orders")

    #expect(await app.settledEvents() == ["select-tab orders"])
    #expect(router.tab == "orders")
  }

  @Test func tappingTheSelectedTabPopsItsStackAndEmptiesThePath() async throws {
    let router = Router()
    router.path = ["p1", "p2"]
    let app = SceneWindow(ShopTabs(router: router))

    try app.window.selectTab("products")

    #expect(await app.settledEvents() == ["pop-to-root products.list"])
    #expect(router.path == [])
  }
}

/// A tab whose content is not a stack is hosted as one screen.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct HostedTabTests {
  struct Tabs: HeadlessSwiftUI.View {
    @State var tab = 1

    var body: some HeadlessSwiftUI.View {
      TabView(selection: $tab) {
        Text("One").accessibilityIdentifier("one").screenName("first").tabItem("First", identifier: "first")
          .tag(1)
        Text("Two").accessibilityIdentifier("two").screenName("second").tabItem(
          "Second", identifier: "second"
        ).tag(2)
      }
    }
  }

  @Test func aTabWhoseContentIsNotAStackIsHostedAsOneScreen() async throws {
    let app = SceneWindow(Tabs())

    try app.window.selectTab("second")

    #expect(await app.settledEvents() == ["select-tab second"])
    #expect(
      app.window.renderScreen() == """
        tab-bar: first [second]
        screen second ""
          label two "Two"
        """)
  }
}
