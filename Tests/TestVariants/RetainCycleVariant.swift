import AppContract
import Domain
import HeadlessUI
import MVCApp

/// The MVC app with a retain cycle in a tab's root screen from launch: the Products list keeps a
/// hidden view that holds the list strongly, as a VIPER presenter holding its view strongly would.
/// Nothing changes on screen; only the tear-down's release check can see it.
public final class RetainCycleVariant: AppVariant {
  nonisolated public static let name = "retain-cycle"
  nonisolated public static let displayName = "MVC with a retain cycle in a tab root (harness tests only)"

  private let base: MVCVariant

  public init(environment: AppEnvironment, window: Window) {
    base = MVCVariant(environment: environment, window: window)
    guard let tabs = window.rootViewController as? TabBarController,
      let products = tabs.viewControllers.first as? NavigationController,
      let list = products.viewControllers.first
    else { return }
    let anchor = CycleView(holding: list)
    anchor.isHidden = true
    list.view.addSubview(anchor)
  }

  public func exportState() -> AppSnapshot { base.exportState() }
}

/// A view that holds a screen strongly: with the screen holding its view, a cycle.
final class CycleView: View {
  let screen: ViewController

  init(holding screen: ViewController) {
    self.screen = screen
    super.init()
  }
}
