/// The BMI history as its presenter sees it: a passive view that shows what it is told.
@MainActor
protocol HistoryListView: AnyObject {
  func showLoading()
  /// The load failure `message`.
  func showLoadFailure(message: String)
  /// "No records yet".
  func showEmpty()
  /// `rows`, under `notice` when there is one.
  func show(rows: [HistoryRow], notice: String?)
}

/// One record as the history shows it, every text already formatted by the presenter.
struct HistoryRow: Equatable {
  let id: String
  let date: String
  let value: String
  let category: String
  let isDeleteEnabled: Bool
}
