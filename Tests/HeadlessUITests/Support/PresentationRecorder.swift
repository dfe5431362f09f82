import HeadlessUI

/// A presentation controller delegate that writes each message with the modal's name
/// (`shouldDismiss m`) to a journal and allows dismissal unless told otherwise.
@MainActor
final class PresentationRecorder: PresentationControllerDelegate {
  private let journal: Journal
  var allowsDismissal = true

  init(journal: Journal) { self.journal = journal }

  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    record("shouldDismiss", presentationController)
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    record("willDismiss", presentationController)
  }

  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    record("didDismiss", presentationController)
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    record("didAttemptToDismiss", presentationController)
  }

  private func record(_ message: String, _ presentationController: PresentationController) {
    journal.record("\(message) \(presentationController.presentedViewController.screenName)")
  }
}
