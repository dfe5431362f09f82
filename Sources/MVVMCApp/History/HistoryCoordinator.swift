import AppContract
import HeadlessUI

/// The History tab: the records list, which reloads whenever it appears and hears from the app
/// when a record was saved.
final class HistoryCoordinator: TabCoordinator {
  let tab = Tab.history
  let navigationController: NavigationController
  var childCoordinators: [any Coordinator] = []
  let listViewModel: HistoryViewModel

  init(dependencies: AppDependencies) {
    listViewModel = HistoryViewModel(historyStore: dependencies.historyStore, work: dependencies.work)
    let screen = HistoryViewController(viewModel: listViewModel, work: dependencies.work)
    navigationController = Self.makeNavigationController(tab: tab, root: screen)
  }

  /// History rows lead nowhere: nothing to connect.
  func start() {}

  /// Tells the list a record was saved, before the tab is selected, so it loads exactly once:
  /// now if it is on screen, else on the appearance the selection causes.
  func recordWasSaved() {
    listViewModel.doAction(.flow(.recordSaved))
  }
}
