import AppContract
import Domain
import HeadlessUI

/// The shell's router: builds the four tab modules, owns the tab bar and its navigation stacks,
/// and performs the navigation that crosses modules — the checkout hand-off, BMI → History and
/// deep links. Module routers reach it through ``AppRouterInput``, weakly.
@MainActor
final class AppWireframe: AppRouterInput {
  let tabBarController = TabBarController()
  let dependencies: AppDependencies
  private var navigations: [Tab: NavigationController] = [:]

  // MARK: - The tab modules' inputs (owned by their view controllers)

  private(set) weak var productList: (any ProductListModuleInput)?
  private(set) weak var orderList: (any OrderListModuleInput)?
  private(set) weak var bmiForm: (any BMIFormModuleInput)?
  private(set) weak var historyList: (any HistoryListModuleInput)?

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the four tabs and makes the tab bar the window's root.
  func install(in window: Window) {
    let products = ProductListBuilder(dependencies: dependencies, appRouter: self).build()
    let orders = OrderListBuilder(dependencies: dependencies).build()
    let bmi = BMIFormBuilder(dependencies: dependencies, appRouter: self).build()
    let history = HistoryListBuilder(dependencies: dependencies).build()
    productList = products.input
    orderList = orders.input
    bmiForm = bmi.input
    historyList = history.input
    let roots: [(Tab, ViewController)] = [
      (.products, products.viewController), (.orders, orders.viewController),
      (.bmi, bmi.viewController), (.history, history.viewController),
    ]
    tabBarController.setViewControllers(
      roots.map { tab, root in
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
        navigations[tab] = navigation
        return navigation
      })
    window.rootViewController = tabBarController
  }

  /// The navigation stack of `tab`, once the shell is installed.
  func navigation(for tab: Tab) -> NavigationController? { navigations[tab] }

  /// Selects `tab` unless it is selected.
  func select(_ tab: Tab) {
    if let index = tabBarController.index(ofTab: tab.rawValue) { tabBarController.selectedIndex = index }
  }

  // MARK: - AppRouterInput

  func showOrders(afterPlacing order: Order) {
    navigation(for: .products)?.popToRootViewController()
    orderList?.orderWasPlaced(order)
    select(.orders)
  }

  func showHistory(afterSaving record: BMIRecord) {
    historyList?.recordWasSaved(record)
    select(.history)
  }

  // MARK: - Deep links

  /// Shows `link`: dismisses any modal, selects the link's tab, then sets that tab's stack.
  func open(_ link: DeepLink) {
    guard let navigation = navigation(for: link.tab) else { return }
    if tabBarController.presentedViewController != nil { tabBarController.dismiss() }
    select(link.tab)
    switch link {
    case .product(let id):
      let detail = ProductDetailBuilder(dependencies: dependencies, appRouter: self)
        .build(productID: ProductID(id))
      navigation.setViewControllers([navigation.viewControllers[0], detail.viewController])
    case .products, .orders, .bmi, .history:
      navigation.popToRootViewController()
    }
  }
}
