import AppContract
import HeadlessUI

/// A coordinator that owns one tab's navigation stack. Its `start()` builds the tab's root
/// screen (view model, view controller, routes) and the stack around it; the app coordinator
/// then puts the stacks in the tab bar.
@MainActor
protocol TabCoordinator: Coordinator {
  var tab: Tab { get }
  /// The tab's stack, made by `start()`; nil before the flow started.
  var navigationController: NavigationController? { get }
}

extension TabCoordinator {
  /// Pops the tab's stack to its root screen, if it is deeper.
  func popToRoot() {
    navigationController?.popToRootViewController()
  }

  /// A navigation controller for this tab, with its tab-bar item, rooted at `root`.
  func makeNavigationController(root: ViewController) -> NavigationController {
    let navigationController = NavigationController(rootViewController: root)
    navigationController.tabBarItem = TabBarItem(identifier: tab.rawValue, title: tab.title)
    return navigationController
  }
}
