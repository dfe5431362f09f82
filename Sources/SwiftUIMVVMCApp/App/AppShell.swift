import AppContract
import HeadlessUI
import MVVMCCore

/// The tab bar and its four stacks, each rooted at a tab's host controller; the window's root and
/// scene delegate (deep links, `AppShell+DeepLinks.swift`). It builds the tabs and routes links
/// into them; every other navigation step is a host controller's.
@MainActor
final class AppShell {
  let tabBarController = TabBarController()
  let dependencies: AppDependencies

  let productList: ProductListHostController
  let orderList: OrderListHostController
  let bmiForm: BMIHostController
  let history: HistoryHostController
  /// The window holds the app (as its scene delegate), so the app holds the window weakly.
  private weak var window: Window?

  init(window: Window, dependencies: AppDependencies) {
    self.window = window
    self.dependencies = dependencies
    productList = ProductListHostController(dependencies: dependencies)
    orderList = OrderListHostController(dependencies: dependencies)
    bmiForm = BMIHostController(dependencies: dependencies)
    history = HistoryHostController(dependencies: dependencies)
  }

  /// Puts each tab's host controller in a navigation stack with its tab item, the stacks in the
  /// tab bar and the tab bar in the window. The product list watches its own stack, to end the
  /// flow of each detail that leaves it.
  func start() {
    let products = NavigationController(tab: .products, root: productList)
    products.delegate = productList
    tabBarController.setViewControllers([
      products, NavigationController(tab: .orders, root: orderList),
      NavigationController(tab: .bmi, root: bmiForm), NavigationController(tab: .history, root: history),
    ])
    window?.rootViewController = tabBarController
    window?.sceneDelegate = self
  }

  /// The checkout on screen, if one is presented.
  var checkout: CheckoutHostController? {
    (tabBarController.presentedViewController as? NavigationController)?.viewControllers.first
      as? CheckoutHostController
  }

  /// The app's state, read from the view models the host controllers own and the favourites store.
  var snapshot: AppSnapshot {
    AppStateExporter.snapshot(
      products: productList.viewModel, favorites: dependencies.favorites,
      detail: productList.details.last?.viewModel, checkout: checkout?.viewModel,
      orders: orderList.viewModel, bmi: bmiForm.viewModel, history: history.viewModel)
  }
}
