import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerTestSupport
import Testing

@testable import ReducerApp

/// A record's page on History's stack, through the window: the navigation sync pushes it for a
/// row's tap, pops it when the state drops it, and tells the store when the container popped it.
@MainActor
@Suite struct HistoryRecordWindowTests {
  let harness = AppHarness()

  /// The app on History, showing records `a` and `b`.
  func onHistory() async throws {
    harness.historyStore.seed([Fixtures.record("a", secondsAfterNow: -60), Fixtures.record("b")])
    await harness.launch()
    try harness.window.selectTab(Tab.history.rawValue)
    await harness.settle()
    _ = harness.events()
  }

  @Test func aTappedRowPushesItsPageAndItsDeletePopsToHistoryWhichLoadsAgain() async throws {
    try await onHistory()
    try harness.window.tap(ElementID.historyRow("a"))
    await harness.settle()
    #expect(harness.events() == ["push history.detail"])
    #expect(try harness.window.element(ElementID.recordDelete).renderedText == AppText.delete)
    try harness.window.tap(ElementID.recordDelete)
    await harness.settle()
    #expect(harness.events() == ["pop-to-root history.list"])
    #expect(harness.historyStore.calls.suffix(2) == ["delete(a)", "load()"])
    #expect(harness.app.store.state.history.records.value?.map(\.id) == ["b"])
  }

  @Test func theBackControlPopsThePageFromTheStore() async throws {
    try await onHistory()
    try harness.window.tap(ElementID.historyRow("b"))
    await harness.settle()
    try harness.window.tapBack()
    await harness.settle()
    #expect(harness.events() == ["push history.detail", "pop history.detail"])
    #expect(harness.app.store.state.history.path.isEmpty)
  }

  @Test func aHistoryLinkPopsThePageAfterSelectingTheTab() async throws {
    try await onHistory()
    try harness.window.tap(ElementID.historyRow("b"))
    try harness.window.selectTab(Tab.bmi.rawValue)
    await harness.settle()
    _ = harness.events()
    try harness.window.open(url: "app://history")
    await harness.settle()
    #expect(
      harness.events() == ["deeplink.open app://history", "select-tab history", "pop-to-root history.list"])
  }
}
