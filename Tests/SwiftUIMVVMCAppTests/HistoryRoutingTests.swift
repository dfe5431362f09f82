import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import SwiftUIMVVMCApp

/// History's host controller routes a row to its record's page host, the page's Delete to the
/// history's view model, and the delete's answer back: a pop, or the failure on the page.
@MainActor
struct HistoryRoutingTests {
  /// The app on History, showing records `a` and `b`.
  func appOnHistory() async throws -> TestApp {
    let app = TestApp()
    app.store.loading.answer([Fixtures.record("a", minutes: 0), Fixtures.record("b", minutes: 5)])
    await app.launch()
    try app.window.selectTab(Tab.history.rawValue)
    await app.settle()
    _ = app.events()
    return app
  }

  @Test func aTappedRowPushesItsPageAndItsDeletePopsIt() async throws {
    let app = try await appOnHistory()
    try app.window.tap(ElementID.historyRow("a"))
    await app.settle()
    #expect(app.events() == ["push history.detail"])
    #expect(app.stack(of: .history) == [ScreenName.historyList, ScreenName.historyDetail])
    #expect(try app.text(ElementID.recordWeight) == "75.0 kg")
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.events() == ["pop-to-root history.list"])
    #expect(app.store.calls.suffix(2) == ["delete a", "load"])
  }

  @Test func aFailedDeleteKeepsThePageWithItsMessage() async throws {
    let app = try await appOnHistory()
    app.store.deleting.fail(.unavailable)
    try app.window.tap(ElementID.historyRow("b"))
    await app.settle()
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.events() == ["push history.detail"])
    #expect(try app.text(ElementID.recordError) == AppText.deleteFailed)
    #expect(app.stack(of: .history).count == 2)
  }
}
