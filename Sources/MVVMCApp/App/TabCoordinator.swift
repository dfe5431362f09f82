import AppContract
import HeadlessUI

/// A coordinator that owns one tab's navigation stack.
@MainActor
protocol TabCoordinator: Coordinator {
  var tab: Tab { get }
  var navigationController: NavigationController { get }
}

extension TabCoordinator {
  /// Pops the tab's stack to its root screen, if it is deeper.
  func popToRoot() {
    navigationController.popToRootViewController()
  }

  /// A navigation controller for this tab, with its tab-bar item, rooted at `root`.
  static func makeNavigationController(tab: Tab, root: ViewController) -> NavigationController {
    let navigationController = NavigationController(rootViewController: root)
    navigationController.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
    return navigationController
  }
}
