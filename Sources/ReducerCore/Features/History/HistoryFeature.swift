import AppContract
import Domain
import ReducerRuntime

/// The BMI history: loads every time it appears, newest first (``load(_:)`` is also the app's way to
/// reload it when a record is saved while it is on screen); delete removes through the store, then
/// drops the row (no reload). A tapped row pushes the record's page on History's stack
/// (``State/path``); the page's Delete is this feature's delete, whose answer pops the page or
/// shows its failure there.
public struct HistoryFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var records: LoadState<[BMIRecord]> = .notLoaded
    /// Records whose delete request is in flight.
    public var deleting: Set<String> = []
    /// The last delete failed; shown above the list until the next delete or load.
    public var showsDeleteFailure = false
    /// The record pages on History's stack above the list (one at most: a page opens no other).
    public var path = StackState<HistoryRecordFeature.State>()

    public init(
      records: LoadState<[BMIRecord]> = .notLoaded, deleting: Set<String> = [],
      showsDeleteFailure: Bool = false
    ) {
      self.records = records
      self.deleting = deleting
      self.showsDeleteFailure = showsDeleteFailure
    }

    /// The `history.error` text on screen, if any.
    public var message: String? {
      switch records {
      case .failed: AppText.historyLoadFailed
      case .loaded where showsDeleteFailure: AppText.deleteFailed
      default: nil
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case viewWillAppear
    case recordsResponse(Result<[BMIRecord], StoreError>)
    case deleteTapped(String)
    case deleteResponse(String, error: StoreError?)
    case rowTapped(String)
    /// A record page acted, or the stack's container popped it on its own (the back control, a
    /// tab re-tap).
    case path(StackAction<HistoryRecordFeature.State, HistoryRecordFeature.Action>)

    /// How the pages' actions are wrapped in, and found in, History's actions.
    public enum Cases {
      public static let path = CaseKey<
        Action, StackAction<HistoryRecordFeature.State, HistoryRecordFeature.Action>
      >(
        embed: { .path($0) }, extract: { if case .path(let action) = $0 { action } else { nil } })
    }
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

  public var body: some Reducer<State, Action> {
    Reduce(core)
      .forEach(\.path, action: Action.Cases.path) {
        HistoryRecordFeature()
      }
  }

  func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      return load(&state)
    case .recordsResponse(.success(let records)):
      state.records = .loaded(records.sortedNewestFirst())
      return .none
    case .recordsResponse(.failure):
      state.records = .failed
      return .none
    case .deleteTapped(let id), .path(.element(_, .delegate(.delete(let id)))):
      guard !state.deleting.contains(id) else { return .none }
      state.deleting.insert(id)
      state.showsDeleteFailure = false
      state.updatePages(of: id) { page in
        page.isDeleting = true
        page.showsDeleteFailure = false
      }
      return .run { [history] send in
        let error = await Result { () async throws(StoreError) in try await history.delete(id) }.failure
        await send(.deleteResponse(id, error: error))
      }
    case .deleteResponse(let id, let error):
      state.deleting.remove(id)
      if error != nil {
        state.showsDeleteFailure = true
        state.updatePages(of: id) { page in
          page.isDeleting = false
          page.showsDeleteFailure = true
        }
        return .none
      }
      if case .loaded(let records) = state.records {
        state.records = .loaded(records.filter { $0.id != id })
      }
      // The record is gone: its page goes back to History.
      if let page = state.path.ids.first(where: { state.path[id: $0]?.record.id == id }) {
        state.path.pop(from: page)
      }
      return .none
    case .rowTapped(let id):
      guard let record = state.records.value?.first(where: { $0.id == id }) else { return .none }
      state.path.append(HistoryRecordFeature.State(record: record, isDeleting: state.deleting.contains(id)))
      return .none
    case .path:
      return .none
    }
  }
}

extension HistoryFeature.State {
  /// Changes the pages on the stack that show record `id`.
  mutating func updatePages(of id: String, _ change: (inout HistoryRecordFeature.State) -> Void) {
    for pageID in path.ids where path[id: pageID]?.record.id == id {
      if var page = path[id: pageID] {
        change(&page)
        path[id: pageID] = page
      }
    }
  }
}
