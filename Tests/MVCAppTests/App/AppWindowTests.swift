import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

/// Black-box tests: the app in a window, driven only through the window, as the harness does.
@MainActor
@Suite struct AppWindowTests {
  @Test func launchShowsTheLoadedProductList() async throws {
    let app = await AppDriver()
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
    #expect(app.takeCalls() == ["fetchProducts"])
    #expect(app.takeEvents().isEmpty)
    #expect(app.variant.exportState().products == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
  }

  @Test func launchShowsLoadingUntilTheListArrives() async throws {
    let app = await AppDriver(launch: false)
    app.window.makeKeyAndVisible()
    #expect(app.window.reachableIdentifiers() == [ElementID.productsLoading])
    #expect(app.variant.exportState().products.phase == .loading)
    await app.settle()
    #expect(app.variant.exportState().products.phase == .loaded)
  }

  @Test func favouriteToggledOnTheDetailShowsInTheList() async throws {
    let app = await AppDriver()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    #expect(app.window.renderScreen().contains("screen products.detail \"Phone\""))
    try app.window.tap(ElementID.detailFavorite)
    await app.settle()
    #expect(try app.window.element(ElementID.detailFavorite).renderedText == "♥")
    try app.window.tapBack()
    #expect(try app.window.element(ElementID.productFavorite("p1")).renderedText == "♥")
    #expect(app.takeCalls() == ["fetchProducts", "fetchProduct p1", "setFavorite p1 true"])
    #expect(app.takeEvents() == ["push products.detail", "pop products.detail"])
    #expect(app.variant.exportState().favorites == FavoritesSnapshot(isFavorite: ["p1": true, "p2": true]))
  }

  @Test func checkoutSuccessDismissesPopsToRootThenSelectsOrders() async throws {
    let app = await AppDriver()
    app.api.orders = .success([Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z")])
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    #expect(
      app.window.renderScreen().hasSuffix(
        """
        modal checkout
          stack: checkout
          screen checkout "Checkout"
            label checkout.summary "1 × Phone — $1,299.00"
            button checkout.confirm "Confirm"
            button checkout.cancel "Cancel"
        """))
    _ = app.takeEvents()
    _ = app.takeCalls()
    try app.window.tap(ElementID.checkoutConfirm)
    await app.settle()
    #expect(app.takeEvents() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
    #expect(app.takeCalls() == ["placeOrder p1", "fetchOrders"])
    #expect(try app.window.element(ElementID.orderTitle("o1")).renderedText == "Phone")
    let state = app.variant.exportState()
    #expect(state.checkout == nil && state.detail == nil)
    #expect(state.orders == ListSnapshot(phase: .loaded, ids: ["o1"]))
  }

  @Test func checkoutSuccessRefetchesOrdersThatAlreadyAppearedExactlyOnce() async throws {
    let app = await AppDriver()
    try app.window.selectTab(Tab.orders.rawValue)
    await app.settle()
    try app.window.selectTab(Tab.products.rawValue)
    try app.window.tap(ElementID.productRow("p2"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    _ = app.takeCalls()
    try app.window.tap(ElementID.checkoutConfirm)
    await app.settle()
    #expect(app.takeCalls() == ["placeOrder p2", "fetchOrders"])
  }

  @Test func bmiSaveSelectsHistoryWhichLoadsOnce() async throws {
    let app = await AppDriver()
    try app.window.selectTab(Tab.bmi.rawValue)
    try app.window.type(ElementID.bmiHeight, text: "170")
    try app.window.type(ElementID.bmiWeight, text: "66")
    #expect(try app.window.element(ElementID.bmiValue).renderedText == "22.8")
    _ = app.takeEvents()
    _ = app.takeCalls()
    try app.window.tap(ElementID.bmiSave)
    await app.settle()
    #expect(app.takeEvents() == ["select-tab history"])
    #expect(app.takeCalls() == ["save r1", "load"])
    #expect(
      app.window.renderScreen() == """
        tab-bar: products orders bmi [history]
        stack: history.list
        screen history.list "History"
          list history.list
            row history.r1
              label history.r1.date "2026-01-01 09:00"
              label history.r1.value "22.8"
              label history.r1.category "Normal"
              button history.r1.delete "Delete"
        """)
    #expect(app.variant.exportState().bmi.heightText == "170")
  }

  @Test func swipingTheCheckoutAwayChangesNothingElse() async throws {
    let app = await AppDriver()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    try app.window.tap(ElementID.detailBuy)
    try app.window.swipeDismiss()
    #expect(app.takeEvents() == ["push products.detail", "present checkout", "dismiss checkout"])
    #expect(app.variant.exportState().detail == DetailSnapshot(productID: "p1", phase: .loaded))
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func processingCheckoutRefusesSwipesAndDeepLinks() async throws {
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
    #expect(app.window.renderScreen().contains("modal checkout not-dismissible"))
    #expect(app.variant.exportState().checkout == CheckoutSnapshot(productID: "p1", phase: .processing))
    app.api.heldOrderCalls.releaseFirst()
    await app.settle()
    #expect(app.takeEvents() == ["dismiss checkout", "pop-to-root products.list", "select-tab orders"])
  }

  // MARK: - Requests and screens

  @Test func poppingTheDetailCancelsItsLoadAndTheLateAnswerChangesNothing() async throws {
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

  @Test func aFavouriteAnsweredAfterItsDetailWasPoppedShowsInTheList() async throws {
    let app = await AppDriver()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    app.api.holdsFavoriteCalls = true
    try app.window.tap(ElementID.detailFavorite)
    await app.api.heldFavoriteCalls.arrival()
    let request = try #require(app.variant.productDetail?.favoriteTask)

    try app.window.tapBack()
    #expect((try app.window.element(ElementID.productFavorite("p1")) as? Button)?.isEnabled == false)
    app.api.heldFavoriteCalls.releaseFirst()
    await request.value

    #expect(try app.window.element(ElementID.productFavorite("p1")).renderedText == "♥")
    #expect(app.variant.exportState().favorites == FavoritesSnapshot(isFavorite: ["p1": true, "p2": true]))
  }

  @Test func bmiSaveWhileHistoryIsOnScreenReloadsItOnceWithoutATabChange() async throws {
    let app = await AppDriver()
    app.store.holdsSaveCalls = true
    try app.window.selectTab(Tab.bmi.rawValue)
    try app.window.type(ElementID.bmiHeight, text: "170")
    try app.window.type(ElementID.bmiWeight, text: "66")
    try app.window.tap(ElementID.bmiSave)
    await app.store.heldSaveCalls.arrival()
    try app.window.selectTab(Tab.history.rawValue)
    await app.variant.historyList.loadTask?.value
    #expect(app.window.reachableIdentifiers() == [ElementID.historyEmpty])
    _ = app.takeEvents()
    _ = app.takeCalls()

    app.store.heldSaveCalls.releaseFirst()
    await app.variant.bmiForm.saveTask?.value
    await app.settle()

    #expect(app.takeEvents().isEmpty)
    #expect(app.takeCalls() == ["load"])
    #expect(try app.window.element(ElementID.historyValue("r1")).renderedText == "22.8")
  }
}
