import Domain

/// The history use cases over the history store: load (newest first) and delete.
@MainActor
final class HistoryListInteractor: HistoryListInteractorInput {
  weak var output: (any HistoryListInteractorOutput)?
  private let store: any HistoryStore
  private let runner: TaskRunner
  /// The load in flight, cancelled by a newer one.
  private var loadTask: Task<Void, Never>?

  init(store: any HistoryStore, runner: TaskRunner) {
    self.store = store
    self.runner = runner
  }

  func loadRecords() {
    loadTask?.cancel()
    loadTask = runner.run { [weak self, store] in
      let result: Result<[BMIRecord], StoreError>
      do throws(StoreError) {
        result = .success(try await store.load().sortedNewestFirst())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      self?.didReceive(result)
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

  private func didReceive(_ result: Result<[BMIRecord], StoreError>) {
    switch result {
    case .success(let records): output?.didLoadRecords(records)
    case .failure: output?.didFailToLoadRecords()
    }
  }
}
