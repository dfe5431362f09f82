import AppContract
import Domain
import Testing

@testable import VIPERApp

/// History's presenter opens a record's page through its router and runs the page's Delete.
@MainActor
struct HistoryListRecordPageTests {
  let interactor = MockHistoryListInteractor()
  let router = MockHistoryListRouter()
  let presenter: HistoryListPresenter
  let records = [Fixtures.record("r2", hoursAfterNewYear: 10), Fixtures.record("r1", hoursAfterNewYear: 9)]

  init() {
    presenter = HistoryListPresenter(interactor: interactor, router: router)
    presenter.viewWillAppear()
    presenter.didLoadRecords(records)
  }

  @Test func aTappedRowShowsItsRecordThroughTheRouter() {
    presenter.didSelectRecord("r1")
    #expect(router.shown.map(\.record) == [records[1]])
    #expect(router.shown.map(\.isDeleting) == [false])
  }

  @Test func aRowWhoseDeleteIsInFlightOpensAPageWithDeleteDisabled() {
    presenter.didTapDelete(of: "r1")
    presenter.didSelectRecord("r1")
    #expect(router.shown.map(\.isDeleting) == [true])
  }

  @Test func thePagesDeleteIsTheRowsAndItsAnswerReachesThePage() {
    presenter.didSelectRecord("r1")
    presenter.deleteRecord(id: "r1")
    presenter.deleteRecord(id: "r1")
    #expect(interactor.deleted == ["r1"])
    #expect(presenter.viewState.deleting == ["r1"])
    presenter.didDeleteRecord(id: "r1")
    #expect(router.page.events == ["started", "deleted"])
    #expect(presenter.viewState.phase == .loaded([records[0]]))
  }

  @Test func aFailedDeleteReachesThePageAndHistory() {
    presenter.didSelectRecord("r2")
    presenter.deleteRecord(id: "r2")
    presenter.didFailToDeleteRecord(id: "r2")
    #expect(router.page.events == ["started", "failed"])
    #expect(presenter.viewState.errorMessage == AppText.deleteFailed)
  }
}
