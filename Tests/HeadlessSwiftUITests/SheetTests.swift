import HeadlessSwiftUI
import HeadlessUI
import Testing

/// Sheets follow their binding; the user's swipe writes it back unless the content refuses it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct SheetTests {
  /// A list with the detail of `p1` pushed.
  func detailOfP1() async -> (Router, SceneWindow<ShopStack>) {
    let router = Router()
    router.path = ["p1"]
    let app = SceneWindow(ShopStack(router: router))
    _ = await app.settledEvents()
    return (router, app)
  }

  @Test func aSheetItemPresentsItsContentInAStackAndASwipeWritesNilBack() async throws {
    let (router, app) = await detailOfP1()

    try app.window.tap("detail.buy")
    #expect(await app.settledEvents() == ["present checkout"])
    #expect(router.checkout == Purchase(id: "p1"))
    #expect(
      app.window.renderScreen() == """
        stack: products.list > products.detail
        button nav.back "Back"
        screen products.detail "p1"
          label detail.name "Product p1"
          button detail.buy "Buy"
        modal checkout
          stack: checkout
          screen checkout "Checkout"
            label checkout.summary "Pay for p1"
            button checkout.confirm "Pay"
            button checkout.done "Done"
        """)

    try app.window.swipeDismiss()
    #expect(await app.settledEvents() == ["dismiss checkout"])
    #expect(router.checkout == nil)
  }

  @Test func interactiveDismissDisabledRefusesTheSwipeOnlyWhileItIsTrue() async throws {
    let (router, app) = await detailOfP1()
    try app.window.tap("detail.buy")
    _ = await app.settledEvents()

    try app.window.tap("checkout.confirm")
    _ = await app.settledEvents()
    #expect(app.window.renderScreen().contains("modal checkout not-dismissible"))
    try app.window.swipeDismiss()
    #expect(await app.settledEvents() == [])
    #expect(router.checkout != nil)

    router.isProcessing = false
    _ = await app.settledEvents()
    try app.window.swipeDismiss()
    #expect(await app.settledEvents() == ["dismiss checkout"])
    #expect(router.checkout == nil)
  }

  @Test func aNewItemIdentityDismissesTheOldSheetAndPresentsANewOne() async throws {
    let (router, app) = await detailOfP1()
    router.checkout = Purchase(id: "p1")
    _ = await app.settledEvents()
    let first = app.window.topModal

    router.checkout = Purchase(id: "p2")

    #expect(await app.settledEvents() == ["dismiss checkout", "present checkout"])
    #expect(app.window.topModal !== first)
    #expect(try app.window.element("checkout.summary").renderedText == "Pay for p2")
  }

  @Test func aSheetOnAHiddenScreenIsPresentedWhenTheScreenAppears() async throws {
    let router = Router()
    let app = SceneWindow(ShopTabs(router: router))
    router.showsHelp = true
    #expect(await app.settledEvents() == [])

    try app.window.selectTab("orders")

    #expect(await app.settledEvents() == ["select-tab orders", "present help"])
    #expect(try app.window.element("help.text").renderedText == "Help")
    try app.window.swipeDismiss()
    #expect(await app.settledEvents() == ["dismiss help"])
    #expect(router.showsHelp == false)
  }
}
