import HeadlessSwiftUI
import HeadlessUI

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

  /// Waits for the updates the last changes scheduled, then renders the window.
  func settledScreen() async -> String {
    await controller.updatesSettled()
    return window.renderScreen()
  }

  /// The rendered text of the element `id`.
  func text(_ id: String) throws -> String? {
    try window.element(id).renderedText
  }
}
