import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// The app as MVVM + Coordinator: view models hold state and logic behind one `doAction(_:)`
/// entry point, view controllers only render and forward events, coordinators own every
/// navigation step, and one shared favourites store keeps favourites the same everywhere. The view
/// models, the store and the exported state are `MVVMCCore`'s, shared with `swiftui-mvvmc`.
public final class MVVMCVariant: AppVariant {
  public static let name = "mvvmc"
  public static let displayName = "MVVM + Coordinator"
  public static let sharedCoreModules = ["MVVMCCore"]

  let appCoordinator: AppCoordinator

  public init(environment: AppEnvironment, window: Window) {
    appCoordinator = AppCoordinator(window: window, dependencies: AppDependencies(environment: environment))
    appCoordinator.start()
  }

  public func exportState() -> AppSnapshot {
    appCoordinator.snapshot
  }
}
