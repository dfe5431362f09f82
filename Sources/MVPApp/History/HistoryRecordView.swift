/// A saved reading's page as its presenter sees it: a passive view that shows what it is told and
/// goes back to History when told to.
@MainActor
protocol HistoryRecordView: AnyObject {
  /// The reading, every text already formatted.
  func show(content: HistoryRecordContent)
  /// Whether Delete can be tapped, and the failure above the reading, if any.
  func show(isDeleteEnabled: Bool, notice: String?)
  /// Pops this page off History's stack.
  func goBackToHistory()
}

/// A reading as its page shows it, every text formatted by the presenter.
struct HistoryRecordContent: Equatable {
  let title: String
  let date: String
  let value: String
  let category: String
  let height: String
  let weight: String
  let standard: String
}
