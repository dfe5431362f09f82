import AppContract
import Domain
import HeadlessUI
import MVCApp

/// A variant for the harness's own tests: the MVC app with one planted bug — it refuses the
/// `app://bmi` deep link. Never part of a default run; name it with `--variant planted` to see
/// the comparator single it out.
public final class PlantedDivergenceVariant: AppVariant {
  nonisolated public static let name = "planted"
  nonisolated public static let displayName = "MVC with a planted bug (harness tests only)"

  private let base: MVCVariant
  private let sceneDelegate: RefusingSceneDelegate

  public init(environment: AppEnvironment, window: Window) {
    base = MVCVariant(environment: environment, window: window)
    sceneDelegate = RefusingSceneDelegate(wrapping: window.sceneDelegate, refusing: "app://bmi")
    window.sceneDelegate = sceneDelegate
  }

  public func exportState() -> AppSnapshot { base.exportState() }
}

/// Passes deep links on to the app's own handler, except one it refuses.
@MainActor
final class RefusingSceneDelegate: SceneDelegate {
  private let wrapped: (any SceneDelegate)?
  private let refused: String

  init(wrapping wrapped: (any SceneDelegate)?, refusing refused: String) {
    self.wrapped = wrapped
    self.refused = refused
  }

  func scene(_ window: Window, open url: String) -> Bool {
    url == refused ? false : wrapped?.scene(window, open: url) ?? false
  }
}
