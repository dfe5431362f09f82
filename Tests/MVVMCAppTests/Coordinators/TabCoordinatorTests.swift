import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import MVVMCApp

/// Tab coordinators own their flow from the first screen: `start()` builds the tab's root screen,
/// its view model and the stack around it, and the app coordinator only puts the stacks in the
/// tab bar.
@MainActor
struct TabCoordinatorTests {
  let dependencies = AppDependencies(
    environment: AppEnvironment(
      api: FakeProductAPI(), historyStore: FakeHistoryStore(), clock: FakeClock(), ids: FakeIDs()))

  /// Each tab coordinator, its tab, and the screen name of the root its `start()` must build.
  private var tabs: [(any TabCoordinator, Tab, String)] {
    [
      (ProductsCoordinator(dependencies: dependencies), .products, ScreenName.productList),
      (OrdersCoordinator(dependencies: dependencies), .orders, ScreenName.orderList),
      (BMICoordinator(dependencies: dependencies), .bmi, ScreenName.bmiForm),
      (HistoryCoordinator(dependencies: dependencies), .history, ScreenName.historyList),
    ]
  }

  @Test func nothingIsBuiltBeforeStart() {
    for (coordinator, _, _) in tabs {
      #expect(coordinator.navigationController == nil)
    }
  }

  @Test func startBuildsTheRootScreenInTheTabsOwnStack() {
    for (coordinator, tab, rootName) in tabs {
      coordinator.start()
      let stack = coordinator.navigationController
      #expect(stack?.viewControllers.map(\.screenName) == [rootName])
      #expect(stack?.tabBarItem == TabBarItem(identifier: tab.rawValue, title: tab.title))
    }
  }

  @Test func startConnectsTheRootsViewModel() {
    let products = ProductsCoordinator(dependencies: dependencies)
    let orders = OrdersCoordinator(dependencies: dependencies)
    let bmi = BMICoordinator(dependencies: dependencies)
    let history = HistoryCoordinator(dependencies: dependencies)
    for coordinator in [products, orders, bmi, history] as [any TabCoordinator] { coordinator.start() }
    #expect(products.listViewModel?.onRoute != nil)
    #expect(products.navigationController?.delegate === products)
    #expect(bmi.formViewModel?.onRoute != nil)
    #expect(orders.listViewModel != nil)
    #expect(history.listViewModel != nil)
  }

  @Test func theAppCoordinatorShowsTheStacksTheTabsBuilt() {
    let app = TestApp()
    let coordinator = app.coordinator
    #expect(
      coordinator.tabBarController.viewControllers.map(\.tabBarItem.identifier)
        == ["products", "orders", "bmi", "history"])
    for (tab, child) in zip(coordinator.tabBarController.viewControllers, coordinator.tabCoordinators) {
      #expect(tab === child.navigationController)
    }
    #expect(coordinator.childCoordinators.count == 4)
  }
}
