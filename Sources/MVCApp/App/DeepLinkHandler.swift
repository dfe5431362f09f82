import AppContract
import Domain
import HeadlessUI

/// The scene delegate: opens `app://…` links by working the tab bar and navigation controllers
/// directly — dismiss any modal, select the tab, set its stack.
final class DeepLinkHandler: SceneDelegate {
  private weak var tabBarController: TabBarController?
  private let services: AppServices

  init(tabBarController: TabBarController, services: AppServices) {
    self.tabBarController = tabBarController
    self.services = services
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url), let tabs = tabBarController else { return false }
    // A payment in flight is never interrupted.
    if tabs.presentedCheckout?.isProcessing == true { return false }
    if tabs.presentedViewController != nil { tabs.dismiss() }
    tabs.select(link.tab)
    guard let navigation = tabs.navigationController(for: link.tab) else { return true }
    switch link {
    case .product(let id):
      let list = navigation.viewControllers[0]
      let detail = ProductDetailViewController(productID: ProductID(id), services: services)
      navigation.setViewControllers([list, detail])
    case .products, .orders, .bmi, .history:
      navigation.popToRootViewController()
    }
    return true
  }
}
