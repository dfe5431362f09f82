import AppContract
import HeadlessSwiftUI
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// The reducer pattern in SwiftUI (The Composable Architecture's shape, on the runtime it shares
/// with `reducer`): the same features and app reducer as the UIKit twin (`ReducerCore`), one
/// store, and SwiftUI views over scopes of it; navigation is the app state the containers bind
/// to (the selected tab, the Products stack's ids, the optional checkout).
public final class SwiftUIReducerVariant: AppVariant {
  nonisolated public static let name = "swiftui-reducer"
  nonisolated public static let displayName = "Reducer (SwiftUI, TCA-style)"
  nonisolated public static let era = UIEra.swiftui
  nonisolated public static let sharedCoreModules = ["ReducerCore"]

  let store: Store<AppFeature.State, AppFeature.Action>
  /// The window's root and scene delegate (which the window holds weakly).
  let scene: SceneHost<AppView>

  /// Builds the store and the scene for `environment` and puts its tab view in `window`; the
  /// harness then makes the window visible.
  public init(environment: AppEnvironment, window: Window) {
    let store = Store(initialState: AppFeature.State(), reducer: AppFeature(dependencies: .live(environment)))
    self.store = store
    scene = SceneHost(rootView: AppView(store: store))
    window.rootViewController = scene.rootViewController
    window.sceneDelegate = scene
  }

  public func exportState() -> AppSnapshot { store.state.snapshot }
}
