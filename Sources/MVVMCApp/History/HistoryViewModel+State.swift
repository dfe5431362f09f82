import Domain

// MARK: - State

extension HistoryViewModel {
  /// What the history shows, in domain models only.
  struct State: Equatable {
    var phase: Phase = .notLoaded
    /// Records whose delete request is in flight.
    var deleting: Set<String> = []
    /// Whether the last delete failed; shown above the rows (while there are rows) until the
    /// next load or delete.
    var deleteFailed = false
    /// Whether the history is on screen now.
    var isOnScreen = false
  }

  enum Phase: Equatable {
    /// The history has not appeared yet.
    case notLoaded
    case loading
    /// Records newest first.
    case loaded([BMIRecord])
    case failed
  }

  /// The error the history shows, if any.
  enum Notice: Equatable {
    case loadFailed
    case deleteFailed
  }
}
