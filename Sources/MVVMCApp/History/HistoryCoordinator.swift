import AppContract
import HeadlessUI
import MVVMCCore

/// The History tab: the records list, which reloads whenever it appears and hears from the app
/// when a record was saved.
final class HistoryCoordinator: TabCoordinator {
  let tab = Tab.history
  private(set) var navigationController: NavigationController?
  var childCoordinators: [any Coordinator] = []
  /// The list's view model, while its screen exists (the screen owns it).
  private(set) weak var listViewModel: HistoryViewModel?
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the records list, the tab's root. History rows lead nowhere: no routes to connect.
  func start() {
    let viewModel = HistoryViewModel(historyStore: dependencies.historyStore, work: dependencies.work)
    let screen = HistoryViewController(viewModel: viewModel, work: dependencies.work)
    listViewModel = viewModel
    navigationController = makeNavigationController(root: screen)
  }

  /// Tells the list a record was saved, before the tab is selected, so it loads exactly once:
  /// now if it is on screen, else on the appearance the selection causes.
  func recordWasSaved() {
    listViewModel?.doAction(.flow(.recordSaved))
  }
}
