import AppContract
import Domain
import HeadlessUI

/// Massive View Controller: the "before" of the architecture articles. Each screen's view
/// controller does everything itself — calls the API and the history store, maps DTOs, validates,
/// keeps the shared data in step through notifications, pushes and presents the next screen.
/// There is no service layer, no coordinator, no view model; this type is the app delegate and
/// the scene delegate, and it handles deep links by working the containers itself.
public final class MassiveMVCVariant: AppVariant, SceneDelegate {
  nonisolated public static let name = "mvc-massive"
  nonisolated public static let displayName = "Massive View Controller"

  let environment: AppEnvironment
  let data = AppData()
  let tabBarController = TabBarController()

  // MARK: - The tab roots, which live as long as the app (as an app delegate keeps its roots)

  let productList: ProductListViewController
  let orderList: OrderListViewController
  let bmiForm: BMIFormViewController
  let historyList: HistoryListViewController

  /// Builds the four-tab shell, puts it in `window` and handles the window's deep links itself.
  public init(environment: AppEnvironment, window: Window) {
    self.environment = environment
    productList = ProductListViewController(environment: environment, data: data)
    orderList = OrderListViewController(environment: environment, data: data)
    bmiForm = BMIFormViewController(environment: environment, data: data)
    historyList = HistoryListViewController(environment: environment, data: data)
    let roots: [(Tab, ViewController)] = [
      (.products, productList), (.orders, orderList), (.bmi, bmiForm), (.history, historyList),
    ]
    tabBarController.setViewControllers(
      roots.map { tab, root in
        let navigation = NavigationController(rootViewController: root)
        navigation.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
        return navigation
      })
    window.rootViewController = tabBarController
    window.sceneDelegate = self
  }

  // MARK: - Deep links (the scene delegate)

  /// Opens an `app://…` link: refuses it while a payment is processing, dismisses any modal,
  /// selects the link's tab, then pops its stack to the root or, for a product, sets it to the
  /// list and a new detail.
  public func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url) else { return false }
    if let checkout = presentedCheckout, checkout.isProcessing { return false }
    if tabBarController.presentedViewController != nil { tabBarController.dismiss() }
    guard let index = tabBarController.index(ofTab: link.tab.rawValue),
      let navigation = tabBarController.viewControllers[index] as? NavigationController
    else { return true }
    tabBarController.selectedIndex = index
    switch link {
    case .product(let id):
      let detail = ProductDetailViewController(productID: ProductID(id), environment: environment, data: data)
      navigation.setViewControllers([navigation.viewControllers[0], detail])
    case .products, .orders, .bmi, .history:
      navigation.popToRootViewController()
    }
    return true
  }

  // MARK: - The screens that come and go, found in the containers

  /// The product detail, while one is in the Products stack.
  var productDetail: ProductDetailViewController? {
    productList.navigationController?.viewControllers.lazy.compactMap { $0 as? ProductDetailViewController }
      .last
  }

  /// The checkout, while it is presented.
  var presentedCheckout: CheckoutViewController? {
    (tabBarController.presentedViewController as? NavigationController)?.viewControllers.first
      as? CheckoutViewController
  }
}
