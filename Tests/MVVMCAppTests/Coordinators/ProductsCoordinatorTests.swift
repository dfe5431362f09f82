import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import MVVMCApp

/// The Products coordinator: routes become navigation, and a detail flow lives exactly as long
/// as its screen is in the stack, whoever removed it.
@MainActor
struct ProductsCoordinatorTests {
  let app = TestApp()
  var products: ProductsCoordinator { app.coordinator.products }

  @Test func theDetailRoutePushesTheDetailAndStartsAChildFlow() async {
    await app.launch()

    products.handle(.detail("p1"))
    await app.settle()

    #expect(app.events() == ["push products.detail"])
    #expect(products.detailCoordinators.count == 1)
    #expect(products.detailCoordinators.first?.viewModel?.state.productID == "p1")
  }

  @Test func theBackControlEndsTheDetailFlow() async throws {
    await app.launch()
    products.handle(.detail("p1"))
    await app.settle()
    weak let child = products.detailCoordinators.first

    try app.window.tapBack()
    await app.settle()

    #expect(app.events() == ["push products.detail", "pop products.detail"])
    #expect(products.childCoordinators.isEmpty)
    #expect(child == nil)
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func endingTheDetailFlowCancelsTheDetailsLoad() async throws {
    await app.launch()
    app.api.product.hold()
    products.handle(.detail("p1"))
    await app.api.product.waitForCall()

    try app.window.tapBack()
    app.api.product.resume(with: .success(Fixtures.detail(isFavorited: true)))
    await app.settle()

    #expect(products.childCoordinators.isEmpty)
    #expect(app.coordinator.dependencies.favorites.states == ["p1": false, "p2": true])
    #expect(try app.text("product.p1.favorite") == "♡")
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func reselectingTheTabPopsToTheListAndEndsTheDetailFlow() async throws {
    await app.launch()
    products.handle(.detail("p1"))
    await app.settle()

    try app.window.selectTab("products")
    await app.settle()

    #expect(app.events() == ["push products.detail", "pop-to-root products.list"])
    #expect(products.childCoordinators.isEmpty)
  }

  @Test func aProductLinkReplacesTheDetailFlowAndReusesTheList() async throws {
    await app.launch()
    products.handle(.detail("p1"))
    await app.settle()
    let list = products.navigationController?.viewControllers.first
    _ = app.events()

    try app.window.open(url: "app://products/p2")
    await app.settle()

    #expect(app.events() == ["deeplink.open app://products/p2", "set-stack products.list > products.detail"])
    #expect(products.detailCoordinators.map { $0.viewModel?.state.productID } == ["p2"])
    #expect(products.navigationController?.viewControllers.first === list)
    #expect(app.api.calls == ["fetchProducts", "fetchProduct p1", "fetchProduct p2"])
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func theProductsLinkPopsToTheList() async throws {
    await app.launch()
    products.handle(.detail("p1"))
    await app.settle()
    _ = app.events()

    try app.window.open(url: "app://products")
    try app.window.open(url: "app://products")

    #expect(
      app.events() == [
        "deeplink.open app://products", "pop-to-root products.list", "deeplink.open app://products",
      ])
    #expect(products.childCoordinators.isEmpty)
  }
}
