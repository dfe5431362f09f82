import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct HistoryListPresenterTests {
  let view = MockHistoryListView()
  let interactor = MockHistoryListInteractor()
  let presenter: HistoryListPresenter
  let records = [Fixtures.record("r2", hoursAfterNewYear: 10), Fixtures.record("r1", hoursAfterNewYear: 9)]

  init() {
    presenter = HistoryListPresenter(interactor: interactor, router: MockHistoryListRouter())
    presenter.view = view
  }

  @Test func itLoadsOnEveryAppearance() {
    presenter.viewWillAppear()
    presenter.viewWillAppear()
    #expect(interactor.loadCount == 2)
    #expect(view.last == HistoryListDisplayModel(isLoadingVisible: true))
  }

  @Test func recordsShowFormattedNewestFirstAsTheInteractorGaveThem() {
    presenter.viewWillAppear()
    presenter.didLoadRecords(records)
    #expect(
      view.last?.rows?.first
        == HistoryRowDisplayModel(
          id: "r2", date: "2026-01-01 10:00", value: "22.9", category: "Normal", isDeleteEnabled: true))
    #expect(presenter.viewState == HistoryListViewState(phase: .loaded(records)))
  }

  @Test func deleteDisablesTheRowThenRemovesIt() {
    presenter.viewWillAppear()
    presenter.didLoadRecords(records)
    presenter.didTapDelete(of: "r1")
    presenter.didTapDelete(of: "r1")
    #expect(interactor.deleted == ["r1"])
    #expect(view.last?.rows?.map(\.isDeleteEnabled) == [true, false])
    #expect(presenter.viewState.deleting == ["r1"])
    presenter.didDeleteRecord(id: "r1")
    #expect(presenter.viewState == HistoryListViewState(phase: .loaded([records[0]])))
    presenter.didTapDelete(of: "r2")
    presenter.didDeleteRecord(id: "r2")
    #expect(view.last == HistoryListDisplayModel(isEmptyVisible: true))
  }

  @Test func aFailedDeleteKeepsTheRowAndSaysSoUntilTheNextDelete() {
    presenter.viewWillAppear()
    presenter.didLoadRecords(records)
    presenter.didTapDelete(of: "r1")
    presenter.didFailToDeleteRecord(id: "r1")
    #expect(view.last?.errorMessage == AppText.deleteFailed)
    #expect(presenter.viewState == HistoryListViewState(phase: .loaded(records), hasDeleteFailure: true))
    #expect(presenter.viewState.errorMessage == AppText.deleteFailed)
    presenter.didTapDelete(of: "r2")
    #expect(view.last?.errorMessage == nil)
  }

  @Test func aFailedLoadSaysSo() {
    presenter.viewWillAppear()
    presenter.didFailToLoadRecords()
    #expect(view.last == HistoryListDisplayModel(errorMessage: AppText.historyLoadFailed))
    #expect(presenter.viewState == HistoryListViewState(phase: .failed))
    #expect(presenter.viewState.errorMessage == AppText.historyLoadFailed)
  }

  @Test func aRecordSavedWhileOnScreenLoadsOnce() {
    presenter.viewWillAppear()
    presenter.didLoadRecords(records)
    presenter.recordWasSaved(records[0])
    #expect(interactor.loadCount == 2)
    #expect(view.last == HistoryListDisplayModel(isLoadingVisible: true))
  }

  @Test func aRecordSavedOffScreenLeavesTheLoadToTheNextAppearance() {
    presenter.viewWillAppear()
    presenter.viewDidDisappear()
    presenter.recordWasSaved(records[0])
    #expect(interactor.loadCount == 1)
    presenter.viewWillAppear()
    #expect(interactor.loadCount == 2)
  }
}
