import HeadlessSwiftUI
import HeadlessUI
import Testing

/// A declarative view in a hosting controller that fills a visible HeadlessUI window.
@MainActor
struct Hosted<Content: HeadlessSwiftUI.View> {
  let window = Window()
  let controller: HostingController<Content>

  init(_ content: Content, screenName: String = "screen") {
    controller = HostingController(rootView: content, screenName: screenName)
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  /// Waits for the updates the last changes scheduled, then renders the window (and checks
  /// that every view that changed said so: the incremental render is a fresh one's).
  func settledScreen() async -> String {
    await controller.updatesSettled()
    let screen = window.renderScreen()
    #expect(screen == window.renderScreenAfresh())
    return screen
  }

  /// The rendered text of the element `id`.
  func text(_ id: String) throws -> String? {
    try window.element(id).renderedText
  }
}
