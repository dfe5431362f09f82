import HeadlessUI
import ScenarioLanguage

/// `refused ACTION`: the window must refuse the action, and nothing may change.
extension ReplaySession {
  /// Tries `action`; nil when the window refused it and the screen and the call log are as they
  /// were, otherwise what went wrong.
  func refuse(_ action: Step.Action) throws(UIError) -> String? {
    let window = try launchedWindow()
    let screen = window.renderScreen()
    let calls = log.calls.count
    let written = Self.written(action)
    do throws(UIError) {
      _ = try performRefusable(action, on: window)
    } catch {
      guard Self.isRefusal(error) else {
        return "expected the window to refuse `\(written)`, but it could not try it: \(error.description)"
      }
      if window.renderScreen() != screen || log.calls.count != calls {
        return "the window refused `\(written)`, but the screen or the service calls changed"
      }
      return nil
    }
    return "expected the window to refuse `\(written)`, but it was performed"
  }

  /// The errors that say the user could not do this now (no back control, no sheet, a modal over
  /// the tab bar, a disabled control), as opposed to a scenario naming something that is not there.
  private static func isRefusal(_ error: UIError) -> Bool {
    switch error {
    case .noBackControl, .noModal, .coveredByModal, .disabled: true
    default: false
    }
  }

  private func performRefusable(_ action: Step.Action, on window: Window) throws(UIError) {
    switch action {
    case .back: try window.tapBack()
    case .swipeDismiss: try window.swipeDismiss()
    case .selectTab(let tab): try window.selectTab(tab)
    case .tap(let id): try window.tap(id)
    case .type(let id, let text): try window.type(id, text: text)
    case .clear(let id): try window.clear(id)
    case .choose(let id, let option): try window.choose(id, option: option)
    default: break
    }
  }

  /// The action as a short phrase for a message (`back`, `select-tab orders`, `tap detail.buy`).
  private static func written(_ action: Step.Action) -> String {
    switch action {
    case .selectTab(let tab): "select-tab \(tab)"
    case .tap(let id), .clear(let id): "\(action.command) \(id)"
    case .type(let id, _), .choose(let id, _): "\(action.command) \(id) …"
    default: action.command
    }
  }
}
