import AppContract
import HeadlessSwiftUI
import MVVMCCore

/// Hosts the BMI history, the History tab's root. Rows lead nowhere, so it routes nothing; the
/// BMI form's host controller tells it when a record was saved.
final class HistoryHostController: HostingController<HistoryView> {
  let viewModel: HistoryViewModel

  init(dependencies: AppDependencies) {
    let viewModel = HistoryViewModel(historyStore: dependencies.historyStore, work: dependencies.work)
    self.viewModel = viewModel
    super.init(rootView: HistoryView(viewModel: viewModel), screenName: ScreenName.historyList)
    title = AppText.historyTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  /// A record was saved: told before the tab is selected, so the history loads exactly once —
  /// now if it is on screen, else on the appearance the selection causes.
  func recordWasSaved() {
    viewModel.doAction(.flow(.recordSaved))
  }
}
