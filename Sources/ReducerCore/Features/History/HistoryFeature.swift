import AppContract
import Domain
import ReducerRuntime

/// The BMI history: loads every time it appears, newest first (``load(_:)`` is also the app's way to
/// reload it when a record is saved while it is on screen); delete removes through the store, then
/// drops the row (no reload).
public struct HistoryFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var records: LoadState<[BMIRecord]> = .notLoaded
    /// Records whose delete request is in flight.
    public var deleting: Set<String> = []
    /// The last delete failed; shown above the list until the next delete or load.
    public var showsDeleteFailure = false

    public init(
      records: LoadState<[BMIRecord]> = .notLoaded, deleting: Set<String> = [],
      showsDeleteFailure: Bool = false
    ) {
      self.records = records
      self.deleting = deleting
      self.showsDeleteFailure = showsDeleteFailure
    }

    /// The `history.error` text on screen, if any: a failed delete is told only while rows are
    /// listed.
    public var message: String? {
      switch records {
      case .failed: AppText.historyLoadFailed
      case .loaded(let records) where showsDeleteFailure && !records.isEmpty: AppText.deleteFailed
      default: nil
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case viewWillAppear
    case recordsResponse(Result<[BMIRecord], StoreError>)
    case deleteTapped(String)
    case deleteResponse(String, error: StoreError?)
  }

  enum CancelID { case load }

  let history: HistoryClient

  public init(history: HistoryClient) {
    self.history = history
  }

  /// Shows loading and loads the records; a load still in flight is cancelled, so only the newest
  /// answers.
  func load(_ state: inout State) -> Effect<Action> {
    state.records = .loading
    state.showsDeleteFailure = false
    return .run { [history] send in
      await send(.recordsResponse(Result { () async throws(StoreError) in try await history.load() }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      return load(&state)
    case .recordsResponse(.success(let records)):
      state.records = .loaded(records.sortedNewestFirst())
      return .none
    case .recordsResponse(.failure):
      state.records = .failed
      return .none
    case .deleteTapped(let id):
      guard !state.deleting.contains(id) else { return .none }
      state.deleting.insert(id)
      state.showsDeleteFailure = false
      return .run { [history] send in
        let error = await Result { () async throws(StoreError) in try await history.delete(id) }.failure
        await send(.deleteResponse(id, error: error))
      }
    case .deleteResponse(let id, let error):
      state.deleting.remove(id)
      if error != nil {
        state.showsDeleteFailure = true
      } else if case .loaded(let records) = state.records {
        state.records = .loaded(records.filter { $0.id != id })
      }
      return .none
    }
  }
}
