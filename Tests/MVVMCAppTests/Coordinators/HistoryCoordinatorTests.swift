import AppContract
import Domain
import HeadlessUI
import MVVMCCore
import MVVMCTestDoubles
import Testing

@testable import MVVMCApp

/// The History coordinator routes a row to its record's page, the page's Delete to the list, and
/// the delete's answer back: a pop, or the failure on the page.
@MainActor
struct HistoryCoordinatorTests {
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
    #expect(try app.text(ElementID.recordHeight) == "180.0 cm")
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.events() == ["pop-to-root history.list"])
    #expect(app.store.calls.suffix(2) == ["delete a", "load"])
  }

  @Test func aFailedDeleteKeepsThePageWithItsMessage() async throws {
    let app = try await appOnHistory()
    app.store.deleting.fail(.unavailable)
    try app.window.tap(ElementID.historyRow("b"))
    try app.window.tap(ElementID.recordDelete)
    await app.settle()
    #expect(app.events() == ["push history.detail"])
    #expect(try app.text(ElementID.recordError) == AppText.deleteFailed)
  }
}
