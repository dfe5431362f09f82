import AppContract
import Domain

/// The history screen's state, kept by its presenter: where the records are, which are being
/// deleted, and whether the last delete failed. The presenter renders it into a
/// ``HistoryListDisplayModel``; the app reads it through ``HistoryListModuleInput``.
struct HistoryListViewState: Equatable {
  enum Phase: Equatable {
    case notLoaded
    case loading
    /// Newest first.
    case loaded([BMIRecord])
    case failed
  }

  var phase = Phase.notLoaded
  /// Records whose delete request is in flight.
  var deleting: Set<String> = []
  /// The last delete failed, and no delete tap or load came since.
  var hasDeleteFailure = false

  /// The `history.error` text the screen shows, if any. A delete failure shows only with rows.
  var errorMessage: String? {
    switch phase {
    case .failed: AppText.historyLoadFailed
    case .loaded(let records) where !records.isEmpty && hasDeleteFailure: AppText.deleteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}
