import HeadlessUI
import ScenarioLanguage
import Traces

/// The scenario's assertions, checked against the window.
@MainActor
enum Expectation {
  /// What is wrong with `action` on `window` now, or nil when it holds. Call and navigation
  /// assertions are about `lastAction`, the record of the most recent step that acted.
  static func check(_ action: Step.Action, in window: Window, lastAction: StepTrace?) -> String? {
    switch action {
    case .expectCalls(let calls):
      return checkList(
        calls, actual: lastAction?.calls ?? [], what: "service calls", noun: "calls", lastAction: lastAction)
    case .expectNavigation(let events):
      return checkList(
        events, actual: lastAction?.navigation ?? [], what: "navigation events", noun: "navigation",
        lastAction: lastAction)
    case .expectCallsAnyOrder(let calls):
      return checkAnyOrder(calls, lastAction: lastAction)
    case .expectState(let line):
      return checkState(lastAction?.state ?? [], holds: line, whole: true)
    case .expectStateContains(let text):
      return checkState(lastAction?.state ?? [], holds: text, whole: false)
    case .expectTitle(let title):
      let actual = window.topScreen?.title ?? ""
      return actual == title
        ? nil
        : "expected the title \"\(title)\", but screen `\(window.topScreenName)` is titled \"\(actual)\""
    case .expectRows(let list, let count):
      return checkList(list, in: window) { listView in
        let actual = listView.numberOfRows
        return actual == count
          ? nil : "expected `\(list)` to hold \(rows(count)), but it holds \(rows(actual))"
      }
    case .expectRenderedRows(let list, let count):
      return checkList(list, in: window) { listView in
        let actual = listView.renderedRowIdentifiers.count
        return actual == count
          ? nil : "expected `\(list)` to render \(rows(count)), but it renders \(rows(actual))"
      }
    case .expectOrder(let list, let expected):
      return checkList(list, in: window) { listView in
        let actual = listView.renderedRowIdentifiers
        return actual == expected
          ? nil
          : "expected `\(list)` to render \(expected.joined(separator: ", ")), but it renders "
            + (actual.isEmpty ? "no rows" : actual.joined(separator: ", "))
      }
    case .expect(let id, let text, let isEnabled):
      return checkElement(id, text: text, isEnabled: isEnabled, in: window)
    case .expectMissing(let id):
      guard window.hasElement(id) else { return nil }
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

  /// For `tap-disabled`: nil when `id` is on screen and disabled (a tap does nothing), otherwise
  /// why the step is wrong.
  static func checkDisabled(_ id: String, in window: Window) -> String? {
    let view: View
    do {
      view = try window.element(id)
    } catch {
      return error.description
    }
    guard let isEnabled = enabledState(of: view) else {
      return "`\(id)` is a \(view.kind ?? "view"); it has no enabled state to tap past"
    }
    return isEnabled ? "`\(id)` is enabled, so a tap would act: write `tap \(id)`" : nil
  }

  static func checkList(
    _ expected: [String], actual: [String], what: String, noun: String, lastAction: StepTrace?
  ) -> String? {
    guard expected != actual else { return nil }
    let after = lastAction.map { "`\($0.source)` (line \($0.line))" } ?? "the start"
    let shown = { (list: [String]) in list.isEmpty ? "no \(noun)" : list.joined(separator: ", ") }
    return "expected \(what) \(shown(expected)) after \(after), but there were \(shown(actual))"
  }

  private static func checkList(_ id: String, in window: Window, _ check: (ListView) -> String?) -> String? {
    let view: View
    do {
      view = try window.element(id)
    } catch {
      return error.description
    }
    guard let list = view as? ListView else { return "`\(id)` is a \(view.kind ?? "view"), not a list" }
    return check(list)
  }

  private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

  private static func enabledState(of view: View) -> Bool? {
    switch view {
    case let button as Button: button.isEnabled
    case let field as TextField: field.isEnabled
    case let choice as Choice: choice.isEnabled
    default: nil
    }
  }
}
