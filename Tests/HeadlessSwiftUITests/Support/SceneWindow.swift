import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A declarative scene filling a visible HeadlessUI window.
@MainActor
struct SceneWindow<Content: HeadlessSwiftUI.View> {
  let window = Window()
  let scene: SceneHost<Content>

  init(_ content: Content) {
    scene = SceneHost(rootView: content)
    scene.install(in: window)
  }

  /// Waits until every update and navigation change reached the window; returns the navigation
  /// events since the last call (and checks that the incremental render is a fresh one's).
  func settledEvents() async -> [String] {
    await ViewUpdates.settled()
    #expect(window.renderScreen() == window.renderScreenAfresh())
    return window.takeNavigationEvents().map(\.description)
  }
}
