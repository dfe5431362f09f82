import HeadlessUI

/// A navigation controller delegate that writes `willShow b` and `didShow b` to a journal.
@MainActor
final class NavigationRecorder: NavigationControllerDelegate {
  private let journal: Journal

  init(journal: Journal) { self.journal = journal }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController
  ) {
    journal.record("willShow \(viewController.screenName)")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    journal.record("didShow \(viewController.screenName)")
  }
}
