/// Everything the history view shows, decided by the presenter.
struct HistoryListDisplayModel: Equatable {
  var isLoadingVisible = false
  /// The `history.error` text; nil hides it.
  var errorMessage: String?
  var isEmptyVisible = false
  /// The rows; nil hides the list.
  var rows: [HistoryRowDisplayModel]?
}

/// One record row, formatted.
struct HistoryRowDisplayModel: Equatable {
  let id: String
  let date: String
  let value: String
  let category: String
  let isDeleteEnabled: Bool
}
