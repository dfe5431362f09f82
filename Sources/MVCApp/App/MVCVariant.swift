import AppContract
import Domain
import HeadlessUI

/// MVC with a service layer: view controllers own their views and screen logic and push or
/// present the next screen themselves; services wrap the API and the history store, map DTOs to
/// domain models and keep the one app-wide favourite state.
public final class MVCVariant: AppVariant {
  nonisolated public static let name = "mvc"
  nonisolated public static let displayName = "MVC + service layer"

  let services: AppServices
  let tabBarController: TabBarController

  // MARK: - The tab roots, which live as long as the app (as an app delegate keeps its roots)

  let productList: ProductListViewController
  let orderList: OrderListViewController
  let bmiForm: BMIFormViewController
  let historyList: HistoryListViewController

  /// Builds the four-tab shell, puts it in `window` and makes the deep-link handler the window's
  /// scene delegate.
  public init(environment: AppEnvironment, window: Window) {
    services = AppServices(environment: environment)
    productList = ProductListViewController(services: services)
    orderList = OrderListViewController(orderService: services.orders)
    bmiForm = BMIFormViewController(historyService: services.history)
    historyList = HistoryListViewController(historyService: services.history)
    tabBarController = MVCVariant.makeTabBarController(roots: [
      (.products, productList), (.orders, orderList), (.bmi, bmiForm), (.history, historyList),
    ])
    window.rootViewController = tabBarController
    window.sceneDelegate = DeepLinkHandler(tabBarController: tabBarController, services: services)
  }

  private static func makeTabBarController(roots: [(Tab, ViewController)]) -> TabBarController {
    let tabs = TabBarController()
    tabs.setViewControllers(
      roots.map { tab, root in
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
        return navigation
      })
    return tabs
  }

  // MARK: - The screens that come and go, found in the containers

  /// The product detail, while one is in the Products stack.
  var productDetail: ProductDetailViewController? {
    tabBarController.navigationController(for: .products)?.viewControllers
      .lazy.compactMap { $0 as? ProductDetailViewController }.last
  }

  /// The checkout, while it is presented.
  var checkout: CheckoutViewController? { tabBarController.presentedCheckout }
}
