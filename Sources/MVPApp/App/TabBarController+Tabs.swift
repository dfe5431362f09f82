import AppContract
import HeadlessUI

extension TabBarController {
  /// The navigation controller of `tab`.
  func navigationController(for tab: Tab) -> NavigationController? {
    index(ofTab: tab.rawValue).flatMap { viewControllers[$0] as? NavigationController }
  }

  /// Selects `tab` in code (no-op when it is already selected), as `selectedIndex` does.
  func select(_ tab: Tab) {
    if let index = index(ofTab: tab.rawValue) { selectedIndex = index }
  }

  /// The checkout screen, while the checkout modal is presented.
  var presentedCheckout: CheckoutViewController? {
    (presentedViewController as? NavigationController)?.viewControllers.first as? CheckoutViewController
  }
}
