import AppContract
import Dispatch
import Domain
import HeadlessUI
import MVCApp

/// The MVC app that, on ``PlantedFault/link``, retitles the top screen through a chain of hops as
/// iOS code does it: `DispatchQueue.main.async`, again `DispatchQueue.main.async`, a main-actor
/// `Task`, and `DispatchQueue.main.async` once more. Not a fault: the chain must be fully run, in
/// the step that started it, so that the screen shows ``finalTitle`` after that step.
final class MainQueueUpdateVariant: AppVariant {
  nonisolated static let name = "main-queue-update"
  nonisolated static let displayName =
    "MVC that updates its screen from DispatchQueue.main (harness tests only)"

  /// The top screen's title once the whole chain has run.
  nonisolated static let finalTitle = "main queue: 4 hops"

  private let base: MVCVariant
  private let sceneDelegate: MainQueueSceneDelegate

  init(environment: AppEnvironment, window: Window) {
    base = MVCVariant(environment: environment, window: window)
    sceneDelegate = MainQueueSceneDelegate(wrapping: window.sceneDelegate)
    window.sceneDelegate = sceneDelegate
  }

  func exportState() -> AppSnapshot { base.exportState() }
}

/// Starts the chain on ``PlantedFault/link`` (and refuses the link); passes every other link on.
@MainActor
final class MainQueueSceneDelegate: SceneDelegate {
  private let wrapped: (any SceneDelegate)?

  init(wrapping wrapped: (any SceneDelegate)?) {
    self.wrapped = wrapped
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard url == PlantedFault.link else { return wrapped?.scene(window, open: url) ?? false }
    DispatchQueue.main.async {
      window.topScreen?.title = "main queue: 1 hop"
      DispatchQueue.main.async {
        window.topScreen?.title = "main queue: 2 hops"
        Task { @MainActor in
          window.topScreen?.title = "main queue: 3 hops"
          DispatchQueue.main.async {
            window.topScreen?.title = MainQueueUpdateVariant.finalTitle
          }
        }
      }
    }
    return false
  }
}
