import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import SwiftUIReducerApp

/// History's stack over `HistoryFeature`'s path: a row's tap pushes a record's page, the page's
/// Delete pops it when the store agreed, and the back control pops it from the store.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HistoryStackViewTests {
  let app = AppWindow()

  /// The app on History, showing records `h1` and `h2`.
  func onHistory() async throws {
    app.store.records = [Fixtures.record(id: "h1", hour: 0), Fixtures.record(id: "h2", hour: 1)]
    await app.launch()
    try app.window.selectTab(Tab.history.rawValue)
    await app.settle()
    _ = app.events()
  }

  @Test func aTappedRowPushesItsPageAndTheBackControlPopsItFromTheStore() async throws {
    try await onHistory()
    try app.window.tap(ElementID.historyRow("h1"))
    await app.settle()
    #expect(app.events() == ["push \(ScreenName.historyDetail)"])
    #expect(app.app.store.state.history.path.map(\.record.id) == ["h1"])
    #expect(try app.window.element(ElementID.recordHeight).renderedText == "170.0 cm")
    try app.window.tapBack()
    await app.settle()
    #expect(app.app.store.state.history.path.isEmpty)
    #expect(app.window.topScreenName == ScreenName.historyList)
  }

  @Test func theDeleteOnThePagePopsToHistoryWhichLoadsWithoutTheRecord() async throws {
    try await onHistory()
    try app.window.tap(ElementID.historyRow("h2"))
    await app.settle()
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.events() == ["push \(ScreenName.historyDetail)", "pop-to-root \(ScreenName.historyList)"])
    #expect(app.app.store.state.history.records.value?.map(\.id) == ["h1"])
  }
}
