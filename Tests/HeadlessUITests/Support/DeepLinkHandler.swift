import HeadlessUI

/// A scene delegate that hands each deep link to a closure.
@MainActor
final class DeepLinkHandler: SceneDelegate {
  private let handle: @MainActor (String) -> Bool

  init(handle: @escaping @MainActor (String) -> Bool) { self.handle = handle }

  func scene(_ window: Window, open url: String) -> Bool { handle(url) }
}
