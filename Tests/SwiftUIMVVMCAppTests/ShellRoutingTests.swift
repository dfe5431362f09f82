import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import SwiftUIMVVMCApp

/// The shell builds four stacks of host controllers, each owning its view model; the BMI form's
/// host controller hands a saved record off to History; the shell routes deep links.
@MainActor
struct ShellRoutingTests {
  let app = TestApp()

  @Test func launchShowsFourTabsEachRootedAtAHostController() async {
    await app.launch()

    #expect(app.tabs.viewControllers.map(\.tabBarItem.identifier) == Tab.allCases.map(\.rawValue))
    #expect(app.tabs.root(of: .products, as: ProductListHostController.self) === app.shell.productList)
    #expect(app.tabs.root(of: .orders, as: OrderListHostController.self) === app.shell.orderList)
    #expect(app.tabs.root(of: .bmi, as: BMIHostController.self) === app.shell.bmiForm)
    #expect(app.tabs.root(of: .history, as: HistoryHostController.self) === app.shell.history)
    #expect(app.window.topScreenName == ScreenName.productList)
    #expect(app.events().isEmpty)
    #expect(app.api.calls == ["fetchProducts"])
  }

  @Test func aSavedRecordTellsHistoryThenSelectsItsTab() async throws {
    await app.launch()
    try app.window.selectTab("bmi")
    try app.window.type("bmi.height", text: "180")
    try app.window.type("bmi.weight", text: "75")
    await app.settle()
    _ = app.events()

    try app.window.tap("bmi.save")
    await app.settle()

    #expect(app.events() == ["select-tab history"])
    #expect(app.store.calls == ["save r1", "load"])
    #expect(app.window.topScreenName == ScreenName.historyList)
  }

  @Test func aProductLinkSelectsProductsAndSetsTheStackToTheListAndANewDetail() async throws {
    await app.launch()
    try app.window.selectTab("history")
    await app.settle()
    _ = app.events()

    try app.window.open(url: "app://products/p2")
    await app.settle()

    #expect(
      app.events() == [
        "deeplink.open app://products/p2", "select-tab products", "set-stack products.list > products.detail",
      ])
    #expect(app.shell.productList.details.map(\.viewModel.state.productID) == ["p2"])
  }

  @Test func anUnknownLinkIsRejectedAndChangesNothing() async throws {
    await app.launch()

    try app.window.open(url: "app://settings")

    #expect(app.events() == ["deeplink.rejected app://settings"])
  }
}
