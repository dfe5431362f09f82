import Domain

/// The history use cases over the history store: load (newest first) and delete.
@MainActor
final class HistoryListInteractor: HistoryListInteractorInput {
  weak var output: (any HistoryListInteractorOutput)?
  private let store: any HistoryStore
  private let runner: TaskRunner
  /// Only the answer to the latest load is delivered.
  private var latestRequest = 0

  init(store: any HistoryStore, runner: TaskRunner) {
    self.store = store
    self.runner = runner
  }

  func loadRecords() {
    latestRequest += 1
    let request = latestRequest
    runner.run { [weak self, store] in
      let result: Result<[BMIRecord], StoreError>
      do throws(StoreError) {
        result = .success(try await store.load().sortedNewestFirst())
      } catch {
        result = .failure(error)
      }
      self?.didReceive(result, request: request)
    }
  }

  func deleteRecord(id: String) {
    runner.run { [weak self, store] in
      do {
        try await store.delete(id: id)
        self?.output?.didDeleteRecord(id: id)
      } catch {
        self?.output?.didFailToDeleteRecord(id: id)
      }
    }
  }

  private func didReceive(_ result: Result<[BMIRecord], StoreError>, request: Int) {
    guard request == latestRequest else { return }
    switch result {
    case .success(let records): output?.didLoadRecords(records)
    case .failure: output?.didFailToLoadRecords()
    }
  }
}
