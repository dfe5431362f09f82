import AppContract
import Domain
import Observation

/// The saved BMI records, newest first: loaded at every appearance of History and after a save
/// while it is on screen (a load in flight is cancelled); each can be deleted.
@MainActor
@Observable
final class HistoryModel {
  private(set) var state: Loadable<[BMIRecord]> = .notLoaded
  /// Records whose `store.delete` is in flight.
  private(set) var deleting: Set<String> = []
  /// Whether the last delete failed (shown while rows are listed).
  private(set) var showsDeleteError = false
  /// Whether History is on screen (between its appearance and its disappearance).
  @ObservationIgnored private(set) var isOnScreen = false
  @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
  @ObservationIgnored private(set) var deleteTask: Task<Void, Never>?

  /// History appeared: it loads again.
  func appeared(store: any HistoryStore) {
    isOnScreen = true
    load(store: store)
  }

  func disappeared() {
    isOnScreen = false
  }

  /// A record was saved: History reloads if it is on screen; otherwise it is about to be
  /// selected, and that appearance is the one load.
  func recordSaved(store: any HistoryStore) {
    if isOnScreen { load(store: store) }
  }

  /// Shows loading and loads the records.
  func load(store: any HistoryStore) {
    loadTask?.cancel()
    showsDeleteError = false
    state = .loading
    loadTask = Task { [weak self] in
      let result: Loadable<[BMIRecord]>
      do {
        result = .loaded(try await store.load().sortedNewestFirst())
      } catch {
        result = .failed
      }
      guard let self, !Task.isCancelled else { return }
      state = result
    }
  }

  /// Deletes record `id`; the row goes only once the store agreed.
  func delete(id: String, store: any HistoryStore) {
    guard !deleting.contains(id) else { return }
    deleting.insert(id)
    showsDeleteError = false
    deleteTask = Task { [weak self] in
      do {
        try await store.delete(id: id)
        self?.deleteFinished(id: id, succeeded: true)
      } catch {
        self?.deleteFinished(id: id, succeeded: false)
      }
    }
  }

  private func deleteFinished(id: String, succeeded: Bool) {
    deleting.remove(id)
    if succeeded, let records = state.value {
      state = .loaded(records.filter { $0.id != id })
    }
    if !succeeded { showsDeleteError = true }
  }

  /// The message above the list, if any.
  var message: String? {
    if state.isFailed { return AppText.historyLoadFailed }
    guard showsDeleteError, state.value?.isEmpty == false else { return nil }
    return AppText.deleteFailed
  }

  /// The exported list.
  var snapshot: ListSnapshot<String> {
    ListSnapshot(phase: state.phase, ids: state.value?.map(\.id) ?? [], message: message)
  }
}
