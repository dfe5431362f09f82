import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// The app built as reducers over one store (The Composable Architecture's shape, with a
/// runtime written here): features are reducers, navigation is state, view controllers render
/// scopes of the store, and a navigation sync mirrors the state into HeadlessUI's containers.
public final class ReducerVariant: AppVariant {
  public static let name = "reducer"
  public static let displayName = "Reducer/effect (TCA-style)"
  public static let sharedCoreModules = ["ReducerCore"]

  let store: Store<AppFeature.State, AppFeature.Action>
  private weak var window: Window?

  public required init(environment: AppEnvironment, window: Window) {
    let store = Store(initialState: AppFeature.State(), reducer: AppFeature(dependencies: .live(environment)))
    let shell = AppShellBuilder.makeShell(store: store)
    let sync = AppNavigationSync(store: store, tabs: shell.tabs, products: shell.products)
    self.store = store
    self.window = window
    window.rootViewController = shell.tabs
    window.sceneDelegate = AppSceneDelegate(store: store, navigationSync: sync)
    sync.start()
  }

  public func exportState() -> AppSnapshot {
    store.state.snapshot
  }
}
