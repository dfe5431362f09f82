import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

/// A History row's page, driven through the window: History's controller pushes it, sets its
/// views, runs its Delete and pops it.
@MainActor
@Suite struct HistoryRecordWindowTests {
  /// The app on History, showing records `a` and `b`.
  func appOnHistory() async throws -> AppDriver {
    let app = await AppDriver()
    app.store.records = [Fixtures.record(id: "a", hour: 0), Fixtures.record(id: "b", hour: 1, value: 31)]
    try app.window.selectTab(Tab.history.rawValue)
    await app.settle()
    _ = app.takeEvents()
    _ = app.takeCalls()
    return app
  }

  @Test func aTappedRowPushesItsPageWhichCallsNothing() async throws {
    let app = try await appOnHistory()
    try app.window.tap(ElementID.historyRow("a"))
    await app.settle()
    #expect(app.takeEvents() == ["push history.detail"])
    #expect(app.takeCalls().isEmpty)
    #expect(
      app.window.renderScreen() == """
        tab-bar: products orders bmi [history]
        stack: history.list > history.detail
        button nav.back "Back"
        screen history.detail "2026-01-01 09:00"
          label record.date "2026-01-01 09:00"
          label record.value "22.9"
          label record.category "Normal"
          label record.height "170.0 cm"
          label record.weight "66.0 kg"
          label record.standard "WHO"
          button record.delete "Delete"
        """)
  }

  @Test func deletingOnThePagePopsToHistoryWhichLoadsWithoutTheRecord() async throws {
    let app = try await appOnHistory()
    try app.window.tap(ElementID.historyRow("a"))
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.takeEvents() == ["push history.detail", "pop-to-root history.list"])
    #expect(app.takeCalls() == ["delete a", "load"])
    #expect(app.variant.exportState().history == ListSnapshot(phase: .loaded, ids: ["b"]))
  }

  @Test func aFailedDeleteKeepsThePageWhichSaysSo() async throws {
    let app = try await appOnHistory()
    app.store.deleteFailure = .unavailable
    try app.window.tap(ElementID.historyRow("b"))
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.takeEvents() == ["push history.detail"])
    let page = try #require(app.window.renderScreen().components(separatedBy: "\n").dropFirst(4).first)
    #expect(page == "  label record.error \"Could not delete record\"")
    #expect(app.variant.exportState().history.message == AppText.deleteFailed)
  }
}
