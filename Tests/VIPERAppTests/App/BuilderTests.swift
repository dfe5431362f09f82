import AppContract
import Domain
import HeadlessUI
import Testing

@testable import VIPERApp

/// Each builder wires view → presenter → interactor → services and back, and router → view, with
/// no retain cycle: the module is released whole once its view controller is dropped.
@MainActor
struct BuilderTests {
  let harness = ModuleHarness()
  let appRouter = MockAppRouter()

  @Test func productListIsWiredAndReleasedWhole() async throws {
    try await harness.expectReleasedWhole {
      ProductListBuilder(dependencies: harness.dependencies, appRouter: appRouter).build().viewController
    } exercise: { view in
      let navigation = NavigationController(rootViewController: view)
      let list = try #require(view as? ProductListViewController)
      #expect(list.output is ProductListPresenter)
      view.viewWillAppear()
      await harness.dependencies.runner.settle()
      #expect(ModuleHarness.visibleIDs(of: view) == [ElementID.productsRefresh, ElementID.productsList])
      list.listView(ListView(), didSelectRowAt: 0)
      #expect(
        navigation.viewControllers.map(\.screenName) == [ScreenName.productList, ScreenName.productDetail])
      navigation.popViewController()
    }
    #expect(harness.api.calls == ["fetchProducts"])
  }

  @Test func productDetailIsWiredAndReleasedWhole() async throws {
    try await harness.expectReleasedWhole {
      ProductDetailBuilder(dependencies: harness.dependencies, appRouter: appRouter).build(productID: "p1")
        .viewController
    } exercise: { view in
      let detail = try #require(view as? ProductDetailViewController)
      #expect(detail.moduleInput as AnyObject? === detail.output as AnyObject)
      let navigation = NavigationController(rootViewController: view)
      view.viewWillAppear()
      await harness.dependencies.runner.settle()
      #expect(view.title == "Phone")
      try ModuleHarness.button(ElementID.detailBuy, in: view).sendTap()
      #expect(navigation.presentedViewController?.screenName == ScreenName.checkout)
      navigation.presentedViewController?.dismiss()
    }
  }

  @Test func checkoutIsWiredAndReleasedWhole() async throws {
    let product = Fixtures.product("p1", name: "Phone", price: 1299).toDomain()
    try await harness.expectReleasedWhole {
      CheckoutBuilder(dependencies: harness.dependencies, appRouter: appRouter).build(product: product)
        .viewController
    } exercise: { view in
      let checkout = try #require(view as? CheckoutViewController)
      #expect(checkout.moduleInput as AnyObject? === checkout.output as AnyObject)
      view.loadViewIfNeeded()
      try ModuleHarness.button(ElementID.checkoutConfirm, in: view).sendTap()
      #expect(view.isModalInPresentation)
      await harness.dependencies.runner.settle()
    }
    #expect(appRouter.routes == ["orders o1"])
  }

  @Test func orderListIsWiredAndReleasedWhole() async throws {
    try await harness.expectReleasedWhole {
      OrderListBuilder(dependencies: harness.dependencies).build().viewController
    } exercise: { view in
      view.loadViewIfNeeded()
      view.viewWillAppear()
      await harness.dependencies.runner.settle()
      #expect(ModuleHarness.visibleIDs(of: view) == [ElementID.ordersEmpty])
    }
  }

  @Test func bmiFormIsWiredAndReleasedWhole() async throws {
    try await harness.expectReleasedWhole {
      BMIFormBuilder(dependencies: harness.dependencies, appRouter: appRouter).build().viewController
    } exercise: { view in
      view.loadViewIfNeeded()
      let fields = view.view.subviews.compactMap { $0 as? TextField }
      fields[0].userTyped("170")
      fields[1].userTyped("66")
      try ModuleHarness.button(ElementID.bmiSave, in: view).sendTap()
      await harness.dependencies.runner.settle()
    }
    #expect(appRouter.routes == ["history r1"])
  }

  @Test func historyListIsWiredAndReleasedWhole() async throws {
    try await harness.expectReleasedWhole {
      HistoryListBuilder(dependencies: harness.dependencies).build().viewController
    } exercise: { view in
      view.loadViewIfNeeded()
      view.viewWillAppear()
      await harness.dependencies.runner.settle()
      #expect(ModuleHarness.visibleIDs(of: view) == [ElementID.historyList])
    }
  }

  @Test func aModuleWithARequestInFlightIsReleasedAtOnce() async throws {
    harness.api.hold("fetchProduct")
    try await harness.expectReleasedWhole {
      ProductDetailBuilder(dependencies: harness.dependencies, appRouter: appRouter).build(productID: "p1")
        .viewController
    } exercise: { view in
      view.loadViewIfNeeded()
      view.viewWillAppear()
    }
    harness.api.release("fetchProduct")
    await harness.dependencies.runner.settle()
    #expect(harness.api.calls == ["fetchProduct(p1)"])
  }
}

extension ModuleHarness {
  /// The button `id` directly on `controller`'s view.
  static func button(_ id: String, in controller: ViewController) throws -> Button {
    try #require(controller.view.subviews.first { $0.accessibilityIdentifier == id } as? Button)
  }
}
