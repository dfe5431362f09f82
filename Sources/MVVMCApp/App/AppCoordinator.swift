import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// The root of navigation: builds the four-tab shell with a child coordinator per tab, runs the
/// checkout flow as a child while its modal is up, and performs every hand-off between features
/// (checkout success → Orders, BMI save → History) and every deep link.
final class AppCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  let tabBarController = TabBarController()
  let dependencies: AppDependencies

  let products: ProductsCoordinator
  let orders: OrdersCoordinator
  let bmi: BMICoordinator
  let history: HistoryCoordinator
  /// The window holds the app (as its scene delegate), so the app holds the window weakly.
  private weak var window: Window?

  init(window: Window, dependencies: AppDependencies) {
    self.window = window
    self.dependencies = dependencies
    products = ProductsCoordinator(dependencies: dependencies)
    orders = OrdersCoordinator(dependencies: dependencies)
    bmi = BMICoordinator(dependencies: dependencies)
    history = HistoryCoordinator(dependencies: dependencies)
  }

  var tabCoordinators: [any TabCoordinator] { [products, orders, bmi, history] }

  /// The running checkout flow, while its modal is up.
  var checkout: CheckoutCoordinator? {
    childCoordinators.lazy.compactMap { $0 as? CheckoutCoordinator }.first
  }

  /// Starts the four tab flows, each building its root screen, and shows their stacks in the tab
  /// bar; then takes the window.
  func start() {
    products.appRouter = self
    bmi.appRouter = self
    for child in tabCoordinators {
      addChild(child)
      child.start()
    }
    tabBarController.setViewControllers(tabCoordinators.compactMap(\.navigationController))
    window?.rootViewController = tabBarController
    window?.sceneDelegate = self
  }

  /// Selects `tab`, if it is not selected already.
  func select(_ tab: Tab) {
    guard let index = tabBarController.index(ofTab: tab.rawValue) else { return }
    tabBarController.selectedIndex = index
  }

  /// Dismisses the checkout modal, if one is up, and ends its flow.
  func endCheckout() {
    guard let checkout else { return }
    checkout.dismiss()
    removeChild(checkout)
  }
}

// MARK: - AppRouting

extension AppCoordinator: AppRouting {
  func route(_ route: AppRoute) {
    switch route {
    case .checkout(let product):
      guard checkout == nil else { return }
      let child = CheckoutCoordinator(
        product: product, presenter: tabBarController, dependencies: dependencies)
      child.appRouter = self
      addChild(child)
      child.start()
    case .checkoutEnded(.cancelled):
      endCheckout()
    case .checkoutEnded(.dismissedByUser):
      if let checkout { removeChild(checkout) }
    case .checkoutEnded(.ordered):
      endCheckout()
      products.popToRoot()
      orders.orderWasPlaced()
      select(.orders)
    case .bmiRecordSaved:
      history.recordWasSaved()
      select(.history)
    }
  }
}
