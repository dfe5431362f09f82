import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import SwiftUIApp

/// A record's page on the History path: the router pushes it, and how the history model's delete
/// ended pops it or marks its failure; a link to History pops it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HistoryRecordRoutingTests {
  let store = FakeHistoryStore()
  let app = AppModel()
  let record = Fixtures.record(id: "h1", hour: 0)

  init() async {
    store.records = [record, Fixtures.record(id: "h2", hour: 1)]
    app.history.load(store: store)
    await app.history.loadTask?.value
  }

  @Test func aDeleteThatSucceedsPopsTheRecordsPage() async {
    app.router.showRecord(record)
    #expect(app.router.historyPath.map(\.record) == [record])
    app.history.delete(id: "h1", store: store)
    await app.history.deleteTask?.value
    #expect(app.router.historyPath.isEmpty)
    #expect(app.history.snapshot.ids == ["h2"])
  }

  @Test func aDeleteThatFailsMarksThePageWhichANewPageDoesNotInherit() async throws {
    store.deleteFailure = .unavailable
    app.router.showRecord(record)
    let page = try #require(app.router.historyPath.last)
    app.history.delete(id: "h1", store: store)
    await app.history.deleteTask?.value
    #expect(app.router.failedRecordPages == [page])
    #expect(app.history.message == AppText.deleteFailed)
    app.router.historyPath = []
    app.router.showRecord(record)
    #expect(app.router.failedRecordPages.isEmpty)
  }

  @Test func aHistoryLinkPopsTheRecordsPage() {
    app.router.showRecord(record)
    #expect(app.open("app://history"))
    #expect(app.router.tab == .history)
    #expect(app.router.historyPath.isEmpty)
  }
}
