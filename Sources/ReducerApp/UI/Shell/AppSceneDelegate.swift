import AppContract
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Turns deep links into actions, sent through the navigation sync with the intent of a link: set
/// the stack rather than push. The window keeps it alive, and it keeps the store and the
/// navigation sync alive for as long as the window shows the app.
@MainActor
final class AppSceneDelegate: SceneDelegate {
  private let store: Store<AppFeature.State, AppFeature.Action>
  let navigationSync: AppNavigationSync

  init(store: Store<AppFeature.State, AppFeature.Action>, navigationSync: AppNavigationSync) {
    self.store = store
    self.navigationSync = navigationSync
  }

  /// Refuses unknown links, and every link while a payment runs; otherwise sends the link.
  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url), store.state.acceptsDeepLinks else { return false }
    navigationSync.send(.deepLinkOpened(link), stackIntent: .setStack)
    return true
  }
}
