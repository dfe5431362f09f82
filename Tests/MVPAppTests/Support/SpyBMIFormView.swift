@testable import MVPApp

/// Records what the BMI form's presenter tells its view, in order.
@MainActor
final class SpyBMIFormView: BMIFormView {
  enum Call: Equatable {
    case standards([String], selected: Int)
    case prompt(String)
    case reading(value: String, category: String)
    case saveError(String?)
    case saveEnabled(Bool)
    case history
  }

  private(set) var calls: [Call] = []

  /// The last prompt or reading shown.
  var outcome: Call? {
    calls.last { if case .prompt = $0 { true } else if case .reading = $0 { true } else { false } }
  }

  /// The last state of the save button and the save error.
  var saveEnabled: Bool? {
    calls.lazy.compactMap { if case .saveEnabled(let isEnabled) = $0 { isEnabled } else { nil } }.last
  }

  var saveError: String? {
    for call in calls.reversed() {
      if case .saveError(let message) = call { return message }
    }
    return nil
  }

  func showStandards(_ names: [String], selected: Int) {
    calls.append(.standards(names, selected: selected))
  }
  func showPrompt(_ message: String) { calls.append(.prompt(message)) }
  func showReading(value: String, category: String) {
    calls.append(.reading(value: value, category: category))
  }
  func showSaveError(_ message: String?) { calls.append(.saveError(message)) }
  func setSaveEnabled(_ isEnabled: Bool) { calls.append(.saveEnabled(isEnabled)) }
  func showHistory() { calls.append(.history) }
}
