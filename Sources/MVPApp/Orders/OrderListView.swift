/// The order list as its presenter sees it: a passive view that shows what it is told.
@MainActor
protocol OrderListView: AnyObject {
  func showLoading()
  /// The load failure `message` and the retry button.
  func showLoadFailure(message: String)
  /// "No orders yet".
  func showEmpty()
  func show(rows: [OrderRow])
}

/// One order as the list shows it, every text already formatted by the presenter.
struct OrderRow: Equatable {
  let id: String
  let title: String
  let total: String
}
