import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// Hosts a saved reading's page. It makes and owns the page's view model; the history's host
/// controller routes the page's Delete and pops the page when the record is gone.
final class HistoryRecordHostController: HostingController<HistoryRecordView> {
  let viewModel: HistoryRecordViewModel

  init(record: BMIRecord, isDeleting: Bool) {
    let viewModel = HistoryRecordViewModel(record: record, isDeleting: isDeleting)
    self.viewModel = viewModel
    super.init(rootView: HistoryRecordView(viewModel: viewModel), screenName: ScreenName.historyDetail)
    title = HistoryDateFormatter.format(record.date)
    trackLifetime(of: viewModel, role: "view model")
  }
}
