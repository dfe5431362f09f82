import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import MVVMCApp

/// The app as a user sees it: a window driven by taps, with fake services.
@MainActor
struct WindowTests {
  let app = TestApp()

  @Test func launchShowsTheLoadedProductList() async throws {
    await app.launch()

    #expect(
      app.window.renderScreen() == """
        tab-bar: [products] orders bmi history
        stack: products.list
        screen products.list "Products"
          button products.refresh "Refresh"
          list products.list
            row product.p1
              label product.p1.name "Phone"
              label product.p1.price "$1,299.00"
              button product.p1.favorite "♡"
            row product.p2
              label product.p2.name "Case"
              label product.p2.price "$19.50"
              button product.p2.favorite "♥"
        """)
    #expect(app.api.calls == ["fetchProducts"])
    #expect(app.events().isEmpty)
  }

  @Test func aFavouriteToggledOnTheDetailShowsInTheList() async throws {
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()
    #expect(try app.text("detail.favorite") == "♡")

    app.api.favorite.hold()
    try app.window.tap("detail.favorite")
    await app.api.favorite.waitForCall()
    #expect(app.screen.contains("  button detail.favorite \"♡\" disabled"))
    app.api.favorite.resume(with: .success(()))
    await app.settle()
    #expect(try app.text("detail.favorite") == "♥")
    try app.window.tapBack()
    await app.settle()

    #expect(try app.text("product.p1.favorite") == "♥")
    #expect(app.events() == ["push products.detail", "pop products.detail"])
    #expect(app.api.calls == ["fetchProducts", "fetchProduct p1", "setFavorite p1 true"])
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func checkoutSuccessDismissesPopsAndShowsOrdersInThatOrder() async throws {
    app.api.order.answer(Fixtures.order("o1"))
    app.api.orders.answer([Fixtures.order("o1")])
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()
    try app.window.tap("detail.buy")
    await app.settle()
    #expect(try app.text("checkout.summary") == "1 × Phone — $1,299.00")
    _ = app.events()

    try app.window.tap("checkout.confirm")
    await app.settle()

    #expect(app.events() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(app.screen.contains("      label order.o1.title \"Phone\""))
    #expect(app.api.calls.suffix(2) == ["placeOrder p1", "fetchOrders"])
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func savingABMIRecordShowsTheHistoryTab() async throws {
    await app.launch()
    try app.window.selectTab("bmi")
    await app.settle()
    try app.window.type("bmi.height", text: "180")
    try app.window.type("bmi.weight", text: "75")
    await app.settle()
    #expect(try app.text("bmi.value") == "23.1")
    #expect(try app.text("bmi.category") == "Normal")
    app.store.loading.answer([Fixtures.record("r1", minutes: 0)])

    try app.window.tap("bmi.save")
    await app.settle()

    #expect(app.events() == ["select-tab bmi", "select-tab history"])
    #expect(app.store.calls == ["save r1", "load"])
    #expect(try app.text("history.r1.value") == "23.1")
    #expect(app.variant.exportState().bmi.outcome == "23.1 Normal")
  }

  @Test func aFavouriteAnsweredAfterItsDetailWasPoppedShowsInTheList() async throws {
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()
    app.api.favorite.hold()
    try app.window.tap("detail.favorite")
    await app.api.favorite.waitForCall()

    try app.window.tapBack()
    app.api.favorite.resume(with: .success(()))
    await app.settle()

    #expect(try app.text("product.p1.favorite") == "♥")
    #expect(app.variant.exportState().favorites == FavoritesSnapshot(isFavorite: ["p1": true, "p2": true]))
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func aSaveFinishingWhileHistoryIsOnScreenReloadsItOnceWithoutATabChange() async throws {
    await app.launch()
    try app.window.selectTab("bmi")
    try app.window.type("bmi.height", text: "180")
    try app.window.type("bmi.weight", text: "75")
    await app.settle()
    app.store.saving.hold()
    try app.window.tap("bmi.save")
    await app.store.saving.waitForCall()
    try app.window.selectTab("history")
    await app.store.loading.waitForCall()
    _ = app.events()
    app.store.loading.answer([Fixtures.record("r1", minutes: 0)])

    app.store.saving.resume(with: .success(()))
    await app.settle()

    #expect(app.events().isEmpty)
    #expect(app.store.calls == ["save r1", "load", "load"])
    #expect(try app.text("history.r1.value") == "23.1")
  }

  @Test func theExportedStateFollowsTheScreens() async throws {
    await app.launch()
    try app.window.tap("product.p2")
    await app.settle()

    let state = app.variant.exportState()

    #expect(state.products == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
    #expect(state.detail == DetailSnapshot(productID: "p2", phase: .loaded))
    #expect(state.favorites == FavoritesSnapshot(isFavorite: ["p1": false, "p2": true]))
    #expect(state.orders.phase == .notLoaded)
    #expect(state.checkout == nil)
  }
}
