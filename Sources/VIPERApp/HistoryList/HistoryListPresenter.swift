import AppContract
import Domain

/// The history's presentation logic: load on every appearance and when a record is saved while on
/// screen, delete rows, format records.
@MainActor
final class HistoryListPresenter {
  weak var view: (any HistoryListViewInput)?
  private let interactor: any HistoryListInteractorInput
  private let router: any HistoryListRouterInput

  /// The screen's state; the display model is derived from it.
  private(set) var viewState = HistoryListViewState()
  private var isOnScreen = false

  init(interactor: any HistoryListInteractorInput, router: any HistoryListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    viewState.hasDeleteFailure = false
    viewState.phase = .loading
    render()
    interactor.loadRecords()
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: HistoryListDisplayModel {
    switch viewState.phase {
    case .notLoaded, .loading:
      return HistoryListDisplayModel(isLoadingVisible: true)
    case .failed:
      return HistoryListDisplayModel(errorMessage: viewState.errorMessage)
    case .loaded(let records) where records.isEmpty:
      return HistoryListDisplayModel(isEmptyVisible: true)
    case .loaded(let records):
      return HistoryListDisplayModel(errorMessage: viewState.errorMessage, rows: records.map(row(for:)))
    }
  }

  private func row(for record: BMIRecord) -> HistoryRowDisplayModel {
    HistoryRowDisplayModel(
      id: record.id, date: HistoryDateFormatter.format(record.date), value: BMIResult.format(record.value),
      category: AppText.categoryName(record.category),
      isDeleteEnabled: !viewState.deleting.contains(record.id))
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
    guard !viewState.deleting.contains(id) else { return }
    viewState.deleting.insert(id)
    viewState.hasDeleteFailure = false
    render()
    interactor.deleteRecord(id: id)
  }
}

// MARK: - HistoryListInteractorOutput

extension HistoryListPresenter: HistoryListInteractorOutput {
  func didLoadRecords(_ records: [BMIRecord]) {
    viewState.phase = .loaded(records)
    render()
  }

  func didFailToLoadRecords() {
    viewState.phase = .failed
    render()
  }

  func didDeleteRecord(id: String) {
    viewState.deleting.remove(id)
    if case .loaded(let records) = viewState.phase {
      viewState.phase = .loaded(records.filter { $0.id != id })
    }
    render()
  }

  func didFailToDeleteRecord(id: String) {
    viewState.deleting.remove(id)
    viewState.hasDeleteFailure = true
    render()
  }
}

// MARK: - HistoryListModuleInput

extension HistoryListPresenter: HistoryListModuleInput {
  func recordWasSaved(_ record: BMIRecord) {
    // Off screen, the History tab is selected next: that appearance is the one load.
    if isOnScreen { load() }
  }
}
