import Domain
import Observation

/// The BMI history: loads every time it appears, deletes records through the history store.
@Observable
@MainActor
final class HistoryViewModel {
  /// Everything that can happen to the history, by layer: the view, store requests and their
  /// responses. Rows lead nowhere, so there is no route layer.
  enum Action {
    case view(ViewAction)
    case apiRequest(APIRequest)
    case apiResponse(APIResponse)
  }

  private(set) var state = State()

  @ObservationIgnored private let historyStore: any HistoryStore
  @ObservationIgnored private let work: AsyncWork

  init(historyStore: any HistoryStore, work: AsyncWork) {
    self.historyStore = historyStore
    self.work = work
  }

  func doAction(_ action: Action) {
    switch action {
    case .view(let action): handleViewAction(action)
    case .apiRequest(let request): handleAPIRequest(request)
    case .apiResponse(let response): handleAPIResponse(response)
    }
  }

  var notice: Notice? {
    switch state.phase {
    case .failed: .loadFailed
    case .loaded(let records) where state.deleteFailed && !records.isEmpty: .deleteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }
}

// MARK: - View actions

extension HistoryViewModel {
  enum ViewAction: Equatable {
    case willAppear
    case deleteTapped(String)
  }

  private func handleViewAction(_ action: ViewAction) {
    switch action {
    case .willAppear:
      doAction(.apiRequest(.load))
    case .deleteTapped(let id):
      guard !state.deleting.contains(id) else { return }
      doAction(.apiRequest(.delete(id)))
    }
  }
}

// MARK: - Store requests

extension HistoryViewModel {
  enum APIRequest: Equatable {
    case load
    case delete(String)
  }

  private func handleAPIRequest(_ request: APIRequest) {
    switch request {
    case .load:
      state.deleteFailed = false
      state.latestLoad += 1
      state.phase = .loading
      let load = state.latestLoad
      work.run { [self, historyStore] in
        let result = await Result(awaiting: historyStore.load)
        self.doAction(.apiResponse(.loaded(load: load, result)))
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
  enum APIResponse {
    case loaded(load: Int, Result<[BMIRecord], StoreError>)
    case deleted(String, Result<Void, StoreError>)
  }

  private func handleAPIResponse(_ response: APIResponse) {
    switch response {
    case .loaded(let load, _) where load != state.latestLoad:
      return
    case .loaded(_, .success(let records)):
      state.phase = .loaded(records.sortedNewestFirst())
    case .loaded(_, .failure):
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
