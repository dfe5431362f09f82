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

  /// Builds the four-tab shell, puts it in `window` and makes the deep-link handler the window's
  /// scene delegate.
  public init(environment: AppEnvironment, window: Window) {
    services = AppServices(environment: environment)
    tabBarController = MVCVariant.makeTabBarController(services: services)
    window.rootViewController = tabBarController
    window.sceneDelegate = DeepLinkHandler(tabBarController: tabBarController, services: services)
  }

  private static func makeTabBarController(services: AppServices) -> TabBarController {
    let roots: [(Tab, ViewController)] = [
      (.products, ProductListViewController(services: services)),
      (.orders, OrderListViewController(orderService: services.orders)),
      (.bmi, BMIFormViewController(historyService: services.history)),
      (.history, HistoryListViewController(historyService: services.history)),
    ]
    let tabs = TabBarController()
    tabs.setViewControllers(
      roots.map { tab, root in
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
        return navigation
      })
    return tabs
  }

  // MARK: - The screens, found in the containers

  func rootViewController<Controller: ViewController>(of tab: Tab, as type: Controller.Type) -> Controller {
    tabBarController.navigationController(for: tab)!.viewControllers[0] as! Controller
  }

  var productList: ProductListViewController {
    rootViewController(of: .products, as: ProductListViewController.self)
  }
  var orderList: OrderListViewController { rootViewController(of: .orders, as: OrderListViewController.self) }
  var bmiForm: BMIFormViewController { rootViewController(of: .bmi, as: BMIFormViewController.self) }
  var historyList: HistoryListViewController {
    rootViewController(of: .history, as: HistoryListViewController.self)
  }

  /// The product detail, while one is in the Products stack.
  var productDetail: ProductDetailViewController? {
    tabBarController.navigationController(for: .products)?.viewControllers
      .lazy.compactMap { $0 as? ProductDetailViewController }.last
  }

  /// The checkout, while it is presented.
  var checkout: CheckoutViewController? { tabBarController.presentedCheckout }
}
