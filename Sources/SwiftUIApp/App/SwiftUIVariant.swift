import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI

/// The Apple-native SwiftUI pattern: `@Observable` models owned by the app and put in the
/// environment with the services, views that read them with `@Environment` and call their
/// actions, navigation driven by a `Router`'s state (the selected tab, the Products path, the
/// checkout sheet), and no view models.
public final class SwiftUIVariant: AppVariant {
  nonisolated public static let name = "swiftui"
  nonisolated public static let displayName = "SwiftUI (Apple-native)"
  nonisolated public static let era = UIEra.swiftui

  let app: AppModel
  /// The window's root and scene delegate (which the window holds weakly).
  let scene: SceneHost<AppView>

  /// Builds the scene for `environment` and puts its tab view in `window`; the harness then
  /// makes the window visible.
  public init(environment: AppEnvironment, window: Window) {
    let app = AppModel()
    self.app = app
    scene = SceneHost(rootView: AppView(app: app, environment: environment))
    window.rootViewController = scene.rootViewController
    window.sceneDelegate = scene
  }

  public func exportState() -> AppSnapshot { app.snapshot }
}
