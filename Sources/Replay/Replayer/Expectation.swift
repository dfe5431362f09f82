import HeadlessUI
import ScenarioLanguage

/// The scenario's assertions, checked against the window.
@MainActor
enum Expectation {
  /// What is wrong with `action` on `window` now, or nil when it holds.
  static func check(_ action: Step.Action, in window: Window) -> String? {
    switch action {
    case .expect(let id, let text, let isEnabled):
      return checkElement(id, text: text, isEnabled: isEnabled, in: window)
    case .expectMissing(let id):
      guard (try? window.element(id)) != nil else { return nil }
      return "expected no `\(id)` on screen `\(window.topScreenName)`, but it is there"
    case .expectScreen(let screen):
      let actual = window.topScreenName
      return actual == screen ? nil : "expected screen `\(screen)`, but the screen is `\(actual)`"
    case .expectTab(let tab):
      let actual = (window.rootViewController as? TabBarController)?.selectedViewController?.tabBarItem
        .identifier
      return actual == tab ? nil : "expected tab `\(tab)` to be selected, but `\(actual ?? "none")` is"
    default:
      return nil
    }
  }

  private static func checkElement(
    _ id: String, text: String?, isEnabled: Bool?, in window: Window
  ) -> String? {
    let view: View
    do {
      view = try window.element(id)
    } catch {
      return error.description
    }
    if let text, view.renderedText != text {
      let actual = view.renderedText.map { "\"\($0)\"" } ?? "no text"
      return "expected `\(id)` to read \"\(text)\", but it reads \(actual)"
    }
    if let isEnabled {
      guard let actual = enabledState(of: view) else {
        return "`\(id)` is a \(view.kind ?? "view"); it has no enabled state"
      }
      if actual != isEnabled {
        return
          "expected `\(id)` to be \(isEnabled ? "enabled" : "disabled"), but it is \(actual ? "enabled" : "disabled")"
      }
    }
    return nil
  }

  private static func enabledState(of view: View) -> Bool? {
    switch view {
    case let button as Button: button.isEnabled
    case let field as TextField: field.isEnabled
    case let choice as Choice: choice.isEnabled
    default: nil
    }
  }
}
