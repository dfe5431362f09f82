/// Everything the order list view shows, decided by the presenter.
struct OrderListDisplayModel: Equatable {
  var isLoadingVisible = false
  /// The `orders.error` text; nil hides it.
  var errorMessage: String?
  var isRetryVisible = false
  var isEmptyVisible = false
  /// The rows; nil hides the list.
  var rows: [OrderRowDisplayModel]?
}

/// One order row, formatted.
struct OrderRowDisplayModel: Equatable {
  let id: String
  let title: String
  let total: String
}
