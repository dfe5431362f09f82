import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import SwiftUIMVVMCApp

/// The product list's host controller routes: a row's route pushes a detail host controller, a
/// deep link sets the stack, and a detail's flow ends whenever its screen leaves the stack.
@MainActor
struct ProductRoutingTests {
  let app = TestApp()
  var list: ProductListHostController { app.shell.productList }

  @Test func aRowTapPushesADetailHostControllerForThatProduct() async throws {
    await app.launch()

    try app.window.tap("product.p2")
    await app.settle()

    #expect(app.events() == ["push products.detail"])
    #expect(list.details.map(\.viewModel.state.productID) == ["p2"])
    #expect(app.tabs.stack(of: .products)?.topViewController === list.details.first)
    #expect(app.api.calls == ["fetchProducts", "fetchProduct p2"])
  }

  @Test func theBackControlEndsTheDetailsFlowAndItsLateAnswerChangesNothing() async throws {
    await app.launch()
    app.api.product.hold()
    try app.window.tap("product.p1")
    await app.api.product.waitForCall()
    weak let detail = list.details.first

    try app.window.tapBack()
    app.api.product.resume(with: .success(Fixtures.detail(isFavorited: true)))
    await app.settle()

    #expect(app.events() == ["push products.detail", "pop products.detail"])
    #expect(list.details.isEmpty)
    #expect(detail == nil)
    #expect(try app.text("product.p1.favorite") == "♡")
    #expect(app.window.lifetimes.leaks().isEmpty)
  }

  @Test func reselectingTheTabPopsToTheListAndEndsTheDetailsFlow() async throws {
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()

    try app.window.selectTab("products")
    await app.settle()

    #expect(app.events() == ["push products.detail", "pop-to-root products.list"])
    #expect(list.details.isEmpty)
    #expect(app.variant.exportState().detail == nil)
  }

  @Test func aDeepLinkThatReplacesALoadingDetailEndsItsFlow() async throws {
    await app.launch()
    app.api.product.hold()
    list.viewModel.doAction(.view(.productTapped("p1")))
    await app.api.product.waitForCall()
    weak let first = list.details.first

    try app.window.open(url: "app://products/p2")
    await app.api.product.waitForCall()
    app.api.product.resume(with: .success(Fixtures.detail("p1", isFavorited: true)))
    app.api.product.resume(with: .success(Fixtures.detail("p2", name: "Case", isFavorited: true)))
    await app.settle()

    #expect(app.stack(of: .products) == [ScreenName.productList, ScreenName.productDetail])
    #expect(list.details.map(\.viewModel.state.productID) == ["p2"])
    #expect(app.shell.dependencies.favorites.states["p1"] == false)
    #expect(first == nil)
  }
}
