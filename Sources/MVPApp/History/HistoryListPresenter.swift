import AppContract
import Domain

/// The saved BMI records' presentation logic: reloaded every time the view appears, and when the
/// ``HistoryService`` says a record was saved while the view is on screen; each row can be
/// deleted, and goes once the store agreed.
@MainActor
final class HistoryListPresenter {
  weak var view: (any HistoryListView)?
  private let history: HistoryService
  private(set) var state: LoadState<[BMIRecord]> = .notLoaded
  /// Records whose deletion is in flight.
  private(set) var deletingIDs: Set<String> = []
  /// Whether the last deletion failed (shown above the rows).
  private(set) var showsDeleteError = false
  /// The running or last load, for tests to await.
  private(set) var loadTask: Task<Void, Never>?
  /// The running or last deletion, for tests to await.
  private(set) var deleteTask: Task<Void, Never>?
  /// Whether the view is on screen (between its appearing and its disappearing).
  private var isOnScreen = false

  init(history: HistoryService) {
    self.history = history
    history.addObserver(self)
  }

  /// The error the history shows, if any.
  var notice: String? {
    switch state {
    case .failed: AppText.historyLoadFailed
    case .loaded(let records) where showsDeleteError && !records.isEmpty: AppText.deleteFailed
    case .notLoaded, .loading, .loaded: nil
    }
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    present()
  }

  func viewWillAppear() {
    isOnScreen = true
    loadRecords()
  }

  func viewDidDisappear() {
    isOnScreen = false
  }

  /// Deletes record `id` through the store; the row goes only once the store agreed.
  func deleteTapped(_ id: String) {
    guard !deletingIDs.contains(id) else { return }
    deletingIDs.insert(id)
    showsDeleteError = false
    present()
    deleteTask = Task { [weak self, history] in
      do {
        try await history.deleteRecord(id: id)
        self?.deleteFinished(id: id, succeeded: true)
      } catch {
        self?.deleteFinished(id: id, succeeded: false)
      }
    }
  }

  // MARK: - Loading and deleting

  /// Shows loading and loads the records; a load still in flight is cancelled, so only the newest
  /// answers.
  private func loadRecords() {
    loadTask?.cancel()
    showsDeleteError = false
    state = .loading
    present()
    loadTask = Task { [weak self, history] in
      let result: LoadState<[BMIRecord]>
      do {
        result = .loaded(try await history.loadRecords())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
      present()
    }
  }

  private func deleteFinished(id: String, succeeded: Bool) {
    deletingIDs.remove(id)
    if succeeded, let records = state.value {
      state = .loaded(records.filter { $0.id != id })
    }
    // Only the next delete tap or the next load clears a failure; another delete's success does not.
    if !succeeded { showsDeleteError = true }
    present()
  }

  // MARK: - Presenting

  private func present() {
    guard let view else { return }
    switch state {
    case .notLoaded, .loading:
      view.showLoading()
    case .failed:
      view.showLoadFailure(message: AppText.historyLoadFailed)
    case .loaded(let records) where records.isEmpty:
      view.showEmpty()
    case .loaded(let records):
      view.show(rows: records.map(row), notice: notice)
    }
  }

  private func row(for record: BMIRecord) -> HistoryRow {
    HistoryRow(
      id: record.id, date: HistoryDateFormatter.format(record.date), value: BMIResult.format(record.value),
      category: AppText.categoryName(record.category), isDeleteEnabled: !deletingIDs.contains(record.id))
  }
}

// MARK: - HistoryObserver

extension HistoryListPresenter: HistoryObserver {
  /// A saved record reloads the list if it is on screen; otherwise the History tab is about to be
  /// selected, and that appearance is the one load.
  func historyService(_ service: HistoryService, didSave record: BMIRecord) {
    if isOnScreen { loadRecords() }
  }
}
