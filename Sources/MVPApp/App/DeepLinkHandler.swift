import AppContract
import Domain
import HeadlessUI

/// The scene delegate: opens `app://…` links by working the tab bar and navigation controllers
/// directly — dismiss any modal, select the tab, set its stack. A link is app-level navigation,
/// above any one screen, so no presenter is involved; it asks the checkout's presenter only
/// whether a payment is in flight.
final class DeepLinkHandler: SceneDelegate {
  private weak var tabBarController: TabBarController?
  private let screens: ScreenAssembly

  init(tabBarController: TabBarController, screens: ScreenAssembly) {
    self.tabBarController = tabBarController
    self.screens = screens
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url), let tabs = tabBarController else { return false }
    // A payment in flight is never interrupted.
    if tabs.presentedCheckout?.presenter.isProcessing == true { return false }
    if tabs.presentedViewController != nil { tabs.dismiss() }
    tabs.select(link.tab)
    guard let navigation = tabs.navigationController(for: link.tab) else { return true }
    switch link {
    case .product(let id):
      let list = navigation.viewControllers[0]
      navigation.setViewControllers([list, screens.makeProductDetail(of: ProductID(id))])
    case .products, .orders, .bmi, .history:
      navigation.popToRootViewController()
    }
    return true
  }
}
