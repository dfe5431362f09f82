import AppContract
import HeadlessUI
import MVVMCCore

/// MVVM + Coordinator as the 2026 article builds it in SwiftUI: SwiftUI views that only show a
/// view model's state and send it actions, each hosted in a UIKit host controller that owns the
/// view model and does the routing (push, present, switch tab, pop to root after checkout) with
/// UIKit's containers. The view models, the favourites store and the exported state are
/// `MVVMCCore`'s, shared with `mvvmc`, its UIKit twin.
public final class SwiftUIMVVMCVariant: AppVariant {
  nonisolated public static let name = "swiftui-mvvmc"
  nonisolated public static let displayName = "MVVM + Coordinator (SwiftUI)"
  nonisolated public static let era = UIEra.swiftui
  nonisolated public static let sharedCoreModules = ["MVVMCCore"]

  let shell: AppShell

  /// Builds the four tabs of host controllers for `environment` and puts them in `window`; the
  /// harness then makes the window visible.
  public init(environment: AppEnvironment, window: Window) {
    shell = AppShell(window: window, dependencies: AppDependencies(environment: environment))
    shell.start()
  }

  public func exportState() -> AppSnapshot { shell.snapshot }
}
