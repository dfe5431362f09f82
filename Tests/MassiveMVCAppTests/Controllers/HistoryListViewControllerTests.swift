import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

@MainActor
@Suite struct HistoryListViewControllerTests {
  let app = TestApp()

  @Test("Every appearance loads, newest first, and a failed delete keeps the row under the error")
  func failedDeleteKeepsTheRow() async {
    app.store.records = [Fixtures.record(id: "r1", hour: 0), Fixtures.record(id: "r2", hour: 1)]
    app.store.deleteFailure = .unavailable
    let history = HistoryListViewController(environment: app.environment, data: app.data)
    history.simulateAppearance()
    await history.loadTask?.value
    #expect(
      history.listView.renderedRowIdentifiers == [ElementID.historyRow("r2"), ElementID.historyRow("r1")])
    history.tap(ElementID.historyDelete("r1"))
    await history.deleteTask?.value
    #expect(
      history.snapshot == ListSnapshot(phase: .loaded, ids: ["r2", "r1"], message: AppText.deleteFailed))
    history.simulateAppearance()
    await history.loadTask?.value
    #expect(history.snapshot == ListSnapshot(phase: .loaded, ids: ["r2", "r1"]))
    #expect(app.store.calls == ["load", "delete r1", "load"])
  }
}
