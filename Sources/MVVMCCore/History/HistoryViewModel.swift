import Domain
import Observation

/// The BMI history: loads every time it appears and when a record is saved while it is on screen,
/// deletes records through the history store.
@Observable
@MainActor
public final class HistoryViewModel {
  /// Everything that can happen to the history, by layer: the view, events from elsewhere in the
  /// app (forwarded by the UI side that navigates), store requests and their responses. Rows lead
  /// nowhere, so there is no route layer.
  public enum Action {
    case view(ViewAction)
    case flow(FlowEvent)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  /// What the screen shows, in domain models only; only ``doAction(_:)`` changes it.
  public private(set) var state = State()

  @ObservationIgnored private let historyStore: any HistoryStore
  @ObservationIgnored private let work: AsyncWork
  /// The load in flight, cancelled by a newer one.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// A view model over the given services; nothing starts before its first action.
  public init(historyStore: any HistoryStore, work: AsyncWork) {
    self.historyStore = historyStore
    self.work = work
  }

  /// The one entry point: handles `action` by its layer, at once. A service call it starts
  /// comes back later as an `.apiResponse`.
  public func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .flow(let event): handleFlowEvent(event)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  /// The error the screen shows, if any.
  public var notice: Notice? {
    switch state.phase {
    case .failed: .loadFailed
    case .loaded(let records) where state.deleteFailed && !records.isEmpty: .deleteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}

// MARK: - View actions

extension HistoryViewModel {
  /// What happened on screen, named for what the user or the screen did.
  public enum ViewAction: Equatable {
    case willAppear
    case didDisappear
    case deleteTapped(String)
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .willAppear:
      state.isOnScreen = true
      doAction(.apiRequest(.load))
    case .didDisappear:
      state.isOnScreen = false
    case .deleteTapped(let id):
      guard !state.deleting.contains(id) else { return }
      doAction(.apiRequest(.delete(id)))
    }
  }
}

// MARK: - Events from the app

extension HistoryViewModel {
  /// What the UI side tells the view model about the flow around its screen.
  public enum FlowEvent: Equatable {
    /// A BMI record was saved; the History tab is selected next.
    case recordSaved
  }

  private func handleFlowEvent(_ event: FlowEvent) {
    switch event {
    case .recordSaved:
      // Off screen: selecting the tab makes it appear, and that appearance is the one load.
      guard state.isOnScreen else { return }
      doAction(.apiRequest(.load))
    }
  }
}

// MARK: - Store requests

extension HistoryViewModel {
  /// The service calls the view model starts.
  public enum APIRequest: Equatable {
    case load
    case delete(String)
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .load:
      state.deleteFailed = false
      state.phase = .loading
      loadTask?.cancel()
      loadTask = work.run { [self, historyStore] in
        let result = await Result(awaiting: historyStore.load)
        guard !Task.isCancelled else { return }
        self.doAction(.apiResponse(.loaded(result)))
      }
    case .delete(let id):
      state.deleteFailed = false
      state.deleting.insert(id)
      work.run { [self, historyStore] in
        let result = await Result(awaiting: { () async throws(StoreError) in
          try await historyStore.delete(id: id)
        })
        self.doAction(.apiResponse(.deleted(id, result)))
      }
    }
  }
}

// MARK: - Store responses

extension HistoryViewModel {
  /// The services' answers, carried as DTOs or results and mapped to domain models here.
  public enum APIResponse {
    case loaded(Result<[BMIRecord], StoreError>)
    case deleted(String, Result<Void, StoreError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .loaded(.success(let records)):
      state.phase = .loaded(records.sortedNewestFirst())
    case .loaded(.failure):
      state.phase = .failed
    case .deleted(let id, .success):
      state.deleting.remove(id)
      if case .loaded(let records) = state.phase {
        state.phase = .loaded(records.filter { $0.id != id })
      }
    case .deleted(let id, .failure):
      state.deleting.remove(id)
      state.deleteFailed = true
    }
  }
}
