import HeadlessUI

/// A tab bar delegate that writes `shouldSelect two` and `didSelect two` to a journal and allows
/// a selection unless told otherwise.
@MainActor
final class TabBarRecorder: TabBarControllerDelegate {
  private let journal: Journal
  var allowsSelection = true

  init(journal: Journal) { self.journal = journal }

  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    journal.record("shouldSelect \(viewController.tabBarItem.identifier)")
    return allowsSelection
  }

  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    journal.record("didSelect \(viewController.tabBarItem.identifier)")
  }
}
