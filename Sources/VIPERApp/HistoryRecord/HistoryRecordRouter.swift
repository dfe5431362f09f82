import HeadlessUI

/// A reading's navigation: back to History once the record is gone.
@MainActor
final class HistoryRecordRouter: HistoryRecordRouterInput {
  weak var viewController: ViewController?

  func goBackToHistory() {
    viewController?.navigationController?.popToRootViewController()
  }
}
