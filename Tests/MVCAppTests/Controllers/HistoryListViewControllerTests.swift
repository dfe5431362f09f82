import AppContract
import AppTestDoubles
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

  @Test func aRecordSavedWhileOnScreenReloadsOnce() async throws {
    let history = await makeLoadedHistory()
    try await app.services.history.saveRecord(
      of: measurement, result: BMIResult(measurement: measurement, standard: .who))
    #expect(history.visibleIdentifiers == [ElementID.historyLoading])
    await history.loadTask?.value
    #expect(app.store.calls == ["load", "save r1", "load"])
    #expect(history.snapshot.ids.sorted() == ["a", "b", "r1"])
  }

  @Test func aRecordSavedWhileOffScreenLeavesTheLoadToTheNextAppearance() async throws {
    let history = await makeLoadedHistory()
    history.viewWillDisappear()
    history.viewDidDisappear()
    try await app.services.history.saveRecord(
      of: measurement, result: BMIResult(measurement: measurement, standard: .who))
    #expect(app.store.calls == ["load", "save r1"])
    history.simulateAppearance()
    await history.loadTask?.value
    #expect(app.store.calls == ["load", "save r1", "load"])
  }

  @Test func aNewLoadCancelsTheOneInFlight() async {
    let history = await makeLoadedHistory()
    history.viewWillAppear()
    let older = history.loadTask
    history.viewWillAppear()
    #expect(older?.isCancelled == true)
    await history.loadTask?.value
    #expect(history.snapshot.phase == .loaded)
  }

  private var measurement: BMIMeasurement { BMIMeasurement(heightCm: 170, weightKg: 66) }
}
