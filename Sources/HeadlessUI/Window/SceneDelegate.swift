/// The app's entry point for things that come from outside the screen, like `UISceneDelegate`.
@MainActor
public protocol SceneDelegate: AnyObject {
  /// Handles a deep link (`app://products/p2`); returns false to refuse it, changing nothing.
  func scene(_ window: Window, open url: String) -> Bool
}
