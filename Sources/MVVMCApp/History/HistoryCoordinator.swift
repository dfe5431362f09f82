import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// The History tab: the records list, which reloads whenever it appears and hears from the app
/// when a record was saved, and a tapped record's page on top, whose Delete the list runs: the
/// coordinator pops the page when the record is gone and tells it when the delete failed.
final class HistoryCoordinator: TabCoordinator {
  let tab = Tab.history
  private(set) var navigationController: NavigationController?
  var childCoordinators: [any Coordinator] = []
  /// The list's view model, while its screen exists (the screen owns it).
  private(set) weak var listViewModel: HistoryViewModel?
  /// The record page's view model, while its screen exists.
  private(set) weak var recordViewModel: HistoryRecordViewModel?
  private weak var recordScreen: HistoryRecordViewController?
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the records list, the tab's root, and connects its routes.
  func start() {
    let viewModel = HistoryViewModel(historyStore: dependencies.historyStore, work: dependencies.work)
    viewModel.onRoute = { [weak self] route in self?.handle(route) }
    let screen = HistoryViewController(viewModel: viewModel, work: dependencies.work)
    listViewModel = viewModel
    navigationController = makeNavigationController(root: screen)
  }

  /// Tells the list a record was saved, before the tab is selected, so it loads exactly once:
  /// now if it is on screen, else on the appearance the selection causes.
  func recordWasSaved() {
    listViewModel?.doAction(.flow(.recordSaved))
  }

  // MARK: - Routes

  func handle(_ route: HistoryViewModel.Route) {
    switch route {
    case .record(let record):
      showRecord(record)
    case .recordDeleted(let id):
      if shownRecordViewModel(of: id) != nil { navigationController?.popToRootViewController() }
    case .recordDeleteFailed(let id):
      shownRecordViewModel(of: id)?.doAction(.flow(.deleteFailed))
    }
  }

  /// Pushes the page of `record`; its Delete goes to the list's view model.
  private func showRecord(_ record: BMIRecord) {
    let isDeleting = listViewModel?.state.deleting.contains(record.id) == true
    let viewModel = HistoryRecordViewModel(record: record, isDeleting: isDeleting)
    viewModel.onRoute = { [weak self] route in
      switch route {
      case .delete(let id): self?.listViewModel?.doAction(.view(.deleteTapped(id)))
      }
    }
    let screen = HistoryRecordViewController(viewModel: viewModel, work: dependencies.work)
    recordViewModel = viewModel
    recordScreen = screen
    navigationController?.pushViewController(screen)
  }

  /// The page's view model when the page of record `id` is in the stack.
  private func shownRecordViewModel(of id: String) -> HistoryRecordViewModel? {
    guard let recordScreen, recordViewModel?.state.record.id == id,
      navigationController?.viewControllers.contains(where: { $0 === recordScreen }) == true
    else { return nil }
    return recordViewModel
  }
}
