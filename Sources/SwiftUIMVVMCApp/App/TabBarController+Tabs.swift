import AppContract
import HeadlessUI

// The lookups a host controller uses to reach another tab, as UIKit code reaches
// `tabBarController?.viewControllers`: a tab's stack, its root host controller, its selection.

extension TabBarController {
  /// Selects `tab`, if it is not selected already.
  func select(_ tab: Tab) {
    guard let index = index(ofTab: tab.rawValue) else { return }
    selectedIndex = index
  }

  /// The navigation stack of `tab`.
  func stack(of tab: Tab) -> NavigationController? {
    index(ofTab: tab.rawValue).flatMap { viewControllers[$0] as? NavigationController }
  }

  /// The root of `tab`'s stack, if it is a `Host`.
  func root<Host: ViewController>(of tab: Tab, as type: Host.Type) -> Host? {
    stack(of: tab)?.viewControllers.first as? Host
  }
}

extension NavigationController {
  /// A stack for `tab`, with its tab-bar item, rooted at `root`.
  convenience init(tab: Tab, root: ViewController) {
    self.init(rootViewController: root)
    tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
  }
}
