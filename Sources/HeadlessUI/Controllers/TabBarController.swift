/// Hears about the user's tab selection, like `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}

/// Tabs, each usually a navigation controller, like `UITabBarController`. Tabs are found by
/// their ``TabBarItem/identifier``.
@MainActor
public final class TabBarController: ViewController {
  public private(set) var viewControllers: [ViewController] = [] {
    didSet { ViewController.noteStructureChange() }
  }
  public weak var delegate: (any TabBarControllerDelegate)?
  private var selection = 0 {
    didSet { ViewController.noteStructureChange() }
  }

  override public init() { super.init() }

  /// Sets the tabs; the first is selected.
  public func setViewControllers(_ tabs: [ViewController]) {
    for tab in tabs { tab.parent = self }
    viewControllers = tabs
    selection = 0
  }

  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selection) ? viewControllers[selection] : nil
  }

  override public var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }
  override public var allChildren: [ViewController] { viewControllers }
  override public var screenName: String { "tabs" }

  /// The selected tab's index. Setting it switches tabs (a `select-tab` event) without asking the
  /// delegate, as in UIKit.
  public var selectedIndex: Int {
    get { selection }
    set {
      guard newValue != selection, viewControllers.indices.contains(newValue) else { return }
      let identifier = viewControllers[newValue].tabBarItem.identifier
      Transition.perform(in: window, event: .selectTab(identifier), order: .tabSwitch) {
        selection = newValue
      }
    }
  }

  /// The index of the tab whose identifier is `identifier`.
  public func index(ofTab identifier: String) -> Int? {
    viewControllers.firstIndex { $0.tabBarItem.identifier == identifier }
  }

  /// What tapping a tab-bar item does: asks the delegate, switches, tells the delegate. Tapping
  /// the selected tab pops its navigation stack to the root, as UIKit does.
  func userSelected(index: Int) {
    let tab = viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    if index == selection {
      (tab as? NavigationController)?.popToRootViewController()
    } else {
      selectedIndex = index
    }
    delegate?.tabBarController(self, didSelect: tab)
  }
}
