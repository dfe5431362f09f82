import AppContract
import Domain

/// The history's presentation logic: load on every appearance and when a record is saved while on
/// screen, delete rows, format records.
@MainActor
final class HistoryListPresenter {
  weak var view: (any HistoryListViewInput)?
  private let interactor: any HistoryListInteractorInput
  private let router: any HistoryListRouterInput

  private enum Phase {
    case notLoaded
    case loading
    case loaded([BMIRecord])
    case failed
  }

  private var phase = Phase.notLoaded
  private var isOnScreen = false
  /// Records whose delete request is in flight.
  private var deleting: Set<String> = []
  /// "Could not delete record", after a delete failed; shown while rows are listed, cleared by
  /// the next delete tap or load.
  private var deleteMessage: String?

  init(interactor: any HistoryListInteractorInput, router: any HistoryListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    deleteMessage = nil
    phase = .loading
    render()
    interactor.loadRecords()
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: HistoryListDisplayModel {
    switch phase {
    case .notLoaded, .loading:
      return HistoryListDisplayModel(isLoadingVisible: true)
    case .failed:
      return HistoryListDisplayModel(errorMessage: AppText.historyLoadFailed)
    case .loaded(let records) where records.isEmpty:
      return HistoryListDisplayModel(isEmptyVisible: true)
    case .loaded(let records):
      return HistoryListDisplayModel(errorMessage: deleteMessage, rows: records.map(row(for:)))
    }
  }

  private func row(for record: BMIRecord) -> HistoryRowDisplayModel {
    HistoryRowDisplayModel(
      id: record.id, date: HistoryDateFormatter.format(record.date), value: BMIResult.format(record.value),
      category: record.category.displayName, isDeleteEnabled: !deleting.contains(record.id))
  }
}

// MARK: - HistoryListViewOutput

extension HistoryListPresenter: HistoryListViewOutput {
  func viewWillAppear() {
    isOnScreen = true
    load()
  }

  func viewDidDisappear() { isOnScreen = false }

  func didTapDelete(of id: String) {
    guard !deleting.contains(id) else { return }
    deleting.insert(id)
    deleteMessage = nil
    render()
    interactor.deleteRecord(id: id)
  }
}

// MARK: - HistoryListInteractorOutput

extension HistoryListPresenter: HistoryListInteractorOutput {
  func didLoadRecords(_ records: [BMIRecord]) {
    phase = .loaded(records)
    render()
  }

  func didFailToLoadRecords() {
    phase = .failed
    render()
  }

  func didDeleteRecord(id: String) {
    deleting.remove(id)
    if case .loaded(let records) = phase { phase = .loaded(records.filter { $0.id != id }) }
    render()
  }

  func didFailToDeleteRecord(id: String) {
    deleting.remove(id)
    deleteMessage = AppText.deleteFailed
    render()
  }
}

// MARK: - HistoryListModuleInput

extension HistoryListPresenter: HistoryListModuleInput {
  func recordWasSaved(_ record: BMIRecord) {
    // Off screen, the History tab is selected next: that appearance is the one load.
    if isOnScreen { load() }
  }

  var snapshot: ListSnapshot<String> {
    let message = displayModel.errorMessage
    switch phase {
    case .notLoaded: return ListSnapshot(phase: .notLoaded)
    case .loading: return ListSnapshot(phase: .loading)
    case .failed: return ListSnapshot(phase: .failed, message: message)
    case .loaded(let records): return ListSnapshot(phase: .loaded, ids: records.map(\.id), message: message)
    }
  }
}
