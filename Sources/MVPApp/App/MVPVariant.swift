import AppContract
import Domain
import HeadlessUI

/// MVP (Model–View–Presenter): each screen is a passive view — a view controller behind a view
/// protocol that shows only what it is told and forwards every event — and a presenter that owns
/// the screen's state and presentation logic, talks to the model layer (services that keep the
/// app-wide state and tell their observers) and pushes each change to the view imperatively. The
/// presenter also decides where to go next; the view controller performs it with its containers.
public final class MVPVariant: AppVariant {
  nonisolated public static let name = "mvp"
  nonisolated public static let displayName = "MVP (passive view)"

  let services: AppServices
  let tabBarController: TabBarController

  // MARK: - The tab roots, which live as long as the app (as an app delegate keeps its roots)

  let productList: ProductListViewController
  let orderList: OrderListViewController
  let bmiForm: BMIFormViewController
  let historyList: HistoryListViewController

  /// Builds the model layer and the four-tab shell, puts it in `window` and makes the deep-link
  /// handler the window's scene delegate.
  public init(environment: AppEnvironment, window: Window) {
    services = AppServices(environment: environment)
    let screens = ScreenAssembly(services: services)
    productList = screens.makeProductList()
    orderList = screens.makeOrderList()
    bmiForm = screens.makeBMIForm()
    historyList = screens.makeHistoryList()
    tabBarController = MVPVariant.makeTabBarController(roots: [
      (.products, productList), (.orders, orderList), (.bmi, bmiForm), (.history, historyList),
    ])
    window.rootViewController = tabBarController
    window.sceneDelegate = DeepLinkHandler(tabBarController: tabBarController, screens: screens)
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
