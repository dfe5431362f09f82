import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// Hosts the BMI history, the History tab's root, and does its routing: a row's route pushes the
/// record's page, whose Delete it hands to the history's view model; when the record is gone it
/// pops the page, and when the delete failed it tells the page. The BMI form's host controller
/// tells it when a record was saved.
final class HistoryHostController: HostingController<HistoryView> {
  let viewModel: HistoryViewModel
  /// The record's page this controller pushed, while it is alive.
  private(set) weak var recordPage: HistoryRecordHostController?

  init(dependencies: AppDependencies) {
    let viewModel = HistoryViewModel(historyStore: dependencies.historyStore, work: dependencies.work)
    self.viewModel = viewModel
    super.init(rootView: HistoryView(viewModel: viewModel), screenName: ScreenName.historyList)
    title = AppText.historyTitle
    trackLifetime(of: viewModel, role: "view model")
    viewModel.onRoute = { [weak self] route in self?.handleSelfRouter(route) }
  }

  /// A record was saved: told before the tab is selected, so the history loads exactly once —
  /// now if it is on screen, else on the appearance the selection causes.
  func recordWasSaved() {
    viewModel.doAction(.flow(.recordSaved))
  }

  // MARK: - Router

  private func handleSelfRouter(_ route: HistoryViewModel.Route) {
    switch route {
    case .record(let record):
      let page = HistoryRecordHostController(
        record: record, isDeleting: viewModel.state.deleting.contains(record.id))
      page.viewModel.onRoute = { [weak self] route in
        switch route {
        case .delete(let id): self?.viewModel.doAction(.view(.deleteTapped(id)))
        }
      }
      recordPage = page
      navigationController?.pushViewController(page)
    case .recordDeleted(let id):
      if shownPage(of: id) != nil { navigationController?.popToRootViewController() }
    case .recordDeleteFailed(let id):
      shownPage(of: id)?.viewModel.doAction(.flow(.deleteFailed))
    }
  }

  /// The page of record `id`, while it is in this stack.
  private func shownPage(of id: String) -> HistoryRecordHostController? {
    guard let recordPage, recordPage.viewModel.state.record.id == id,
      navigationController?.viewControllers.contains(where: { $0 === recordPage }) == true
    else { return nil }
    return recordPage
  }
}
