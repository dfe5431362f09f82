import AppContract
import Domain
import Testing

/// Black-box: the app driven through its window, checked by what it renders, the navigation
/// events and the service calls.
@MainActor
struct ProductsWindowTests {
  let app = AppDriver(
    api: FakeProductAPI {
      $0.products = .success(Fixtures.threeProducts)
      $0.details["p1"] = .success(Fixtures.detail("p1", name: "Phone", price: 1299))
      $0.details["p2"] = .success(Fixtures.detail("p2", name: "Case", price: 19.99, isFavorite: true))
    })

  @Test func launchShowsTheLoadedProductList() async {
    app.window.makeKeyAndVisible()
    #expect(
      app.screen == """
        tab-bar: [products] orders bmi history
        stack: products.list
        screen products.list "Products"
          activity products.loading
        """)
    await app.settle()
    #expect(
      app.screen == """
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
              label product.p2.price "$19.99"
              button product.p2.favorite "♥"
            row product.p3
              label product.p3.name "Cable"
              label product.p3.price "$9.50"
              button product.p3.favorite "♡"
        """)
    #expect(app.api.calls == ["fetchProducts"])
    #expect(app.events().isEmpty)
  }

  @Test func aFavoriteToggledOnTheDetailShowsInTheList() async throws {
    await app.launch()
    try await app.tap("product.p1")
    #expect(app.events() == ["push products.detail"])
    app.api.hold("setFavorite")
    try await app.tap("detail.favorite")
    #expect(app.screen.contains(#"button detail.favorite "♡" disabled"#))
    #expect(throws: (any Error).self) { try app.window.tap("detail.favorite") }
    app.api.release("setFavorite")
    await app.settle()
    #expect(app.screen.contains(#"button detail.favorite "♥""#))
    try await app.back()
    #expect(app.events() == ["pop products.detail"])
    #expect(app.screen.contains(#"button product.p1.favorite "♥""#))
    #expect(app.api.calls == ["fetchProducts", "fetchProduct(p1)", "setFavorite(p1, true)"])
    #expect(app.state.favorites == FavoritesSnapshot(isFavorite: ["p1": true, "p2": true, "p3": false]))
  }

  @Test func aPendingToggleFromTheListDisablesTheDetailButtonToo() async throws {
    await app.launch()
    app.api.hold("setFavorite")
    try await app.tap("product.p2.favorite")
    try await app.tap("product.p2")
    #expect(app.screen.contains(#"button detail.favorite "♥" disabled"#))
    #expect(app.state.favorites.pending == ["p2"])
    app.api.release("setFavorite")
    await app.settle()
    #expect(app.screen.contains(#"button detail.favorite "♡""#))
  }

  @Test func aFailedToggleShowsTheMessageOnTheScreenItCameFrom() async throws {
    app.api.script { $0.setFavorite = .failure(.network) }
    await app.launch()
    try await app.tap("product.p3.favorite")
    #expect(app.screen.contains(#"label products.error "Could not update favourite""#))
    #expect(app.state.products.message == "Could not update favourite")
    try await app.tap("product.p1")
    #expect(app.state.detail == DetailSnapshot(productID: "p1", phase: .loaded))
    try await app.tap("detail.favorite")
    #expect(app.state.detail?.message == "Could not update favourite")
    try await app.back()
    #expect(app.state.products.message == nil)
  }

  @Test func backReleasesTheDetailModuleWhole() async throws {
    await app.launch()
    try await app.tap("product.p2")
    try await app.back()
    #expect(app.state.detail == nil)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func aDetailThatLeavesWhileLoadingCancelsItsLoadAndTheLateAnswerChangesNothing() async throws {
    app.api.script { $0.details["p2"] = .success(Fixtures.detail("p2", name: "Case", price: 19.99)) }
    await app.launch()
    app.api.hold("fetchProduct")
    try await app.tap("product.p2")
    #expect(app.state.detail == DetailSnapshot(productID: "p2", phase: .loading))
    try await app.back()
    app.api.release("fetchProduct")
    await app.settle()
    #expect(app.window.lifetimes.leaks().isEmpty)
    #expect(app.screen.contains("screen products.list"))
    #expect(app.state.favorites.isFavorite["p2"] == true)
    #expect(app.screen.contains(#"button product.p2.favorite "♥""#))
  }

  @Test func aFavoriteAnsweredAfterItsDetailWasPoppedShowsInTheList() async throws {
    await app.launch()
    try await app.tap("product.p1")
    app.api.hold("setFavorite")
    try await app.tap("detail.favorite")
    try await app.back()
    #expect(app.screen.contains(#"button product.p1.favorite "♡" disabled"#))
    app.api.release("setFavorite")
    await app.settle()
    #expect(app.screen.contains(#"button product.p1.favorite "♥""#))
    #expect(app.state.favorites.isFavorite["p1"] == true)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }
}
