import Domain

// MARK: - State

extension HistoryViewModel {
  /// What the history shows, in domain models only.
  public struct State: Equatable {
    public var phase: Phase = .notLoaded
    /// Records whose delete request is in flight.
    public var deleting: Set<String> = []
    /// Whether the last delete failed; shown above the rows (while there are rows) until the
    /// next load or delete.
    public var deleteFailed = false
    /// Whether the history is on screen now.
    public var isOnScreen = false
  }

  /// Where the records are.
  public enum Phase: Equatable {
    /// The history has not appeared yet.
    case notLoaded
    case loading
    /// Records newest first.
    case loaded([BMIRecord])
    case failed
  }

  /// The error the history shows, if any.
  public enum Notice: Equatable {
    case loadFailed
    case deleteFailed
  }
}
