import AppContract
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

@MainActor
@Suite struct HistoryListViewControllerTests {
  let app = TestApp()

  func makeLoadedHistory() async -> HistoryListViewController {
    app.store.records = [Fixtures.record(id: "a", hour: 0), Fixtures.record(id: "b", hour: 1, value: 31)]
    let history = HistoryListViewController(historyService: app.services.history)
    history.simulateAppearance()
    await history.loadTask?.value
    return history
  }

  @Test func everyAppearanceReloadsShowingLoadingFirst() async {
    let history = await makeLoadedHistory()
    #expect(history.snapshot == ListSnapshot(phase: .loaded, ids: ["b", "a"]))
    #expect(history.text(of: ElementID.historyValue("b")) == "31.0")
    history.viewWillAppear()
    #expect(history.visibleIdentifiers == [ElementID.historyLoading])
    await history.loadTask?.value
    #expect(app.store.calls == ["load", "load"])
  }

  @Test func deleteDisablesTheRowThenRemovesItWithoutReloading() async {
    let history = await makeLoadedHistory()
    history.tap(ElementID.historyDelete("a"))
    #expect(history.isEnabled(ElementID.historyDelete("a")) == false)
    await history.deleteTask?.value
    #expect(history.snapshot == ListSnapshot(phase: .loaded, ids: ["b"]))
    #expect(app.store.calls == ["load", "delete a"])
  }

  @Test func deletingTheLastRecordShowsTheEmptyText() async {
    app.store.records = [Fixtures.record(id: "a", hour: 0)]
    let history = HistoryListViewController(historyService: app.services.history)
    history.simulateAppearance()
    await history.loadTask?.value
    history.tap(ElementID.historyDelete("a"))
    await history.deleteTask?.value
    #expect(history.visibleIdentifiers == [ElementID.historyEmpty])
  }

  @Test func deleteFailureKeepsTheRowAndShowsTheErrorAboveTheList() async {
    let history = await makeLoadedHistory()
    app.store.deleteFailure = .unavailable
    history.tap(ElementID.historyDelete("a"))
    await history.deleteTask?.value
    #expect(history.visibleIdentifiers.prefix(2) == [ElementID.historyError, ElementID.historyList])
    #expect(history.snapshot == ListSnapshot(phase: .loaded, ids: ["b", "a"], message: AppText.deleteFailed))
    #expect(history.isEnabled(ElementID.historyDelete("a")) == true)
  }

  @Test func loadFailureShowsTheError() async {
    app.store.loadFailure = .unavailable
    let history = HistoryListViewController(historyService: app.services.history)
    history.simulateAppearance()
    await history.loadTask?.value
    #expect(history.visibleIdentifiers == [ElementID.historyError])
    #expect(history.snapshot == ListSnapshot(phase: .failed, message: AppText.historyLoadFailed))
  }
}
