import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import MVPApp

@MainActor
struct HistoryListPresenterTests {
  let model = TestModel()
  let view = SpyHistoryListView()
  let presenter: HistoryListPresenter

  init() {
    presenter = HistoryListPresenter(history: model.services.history)
    presenter.view = view
    model.store.records = [Fixtures.record(id: "h1", hour: 0), Fixtures.record(id: "h2", hour: 1)]
  }

  func row(_ id: String, date: String, deleting: Bool = false) -> HistoryRow {
    HistoryRow(id: id, date: date, value: "22.9", category: "Normal", isDeleteEnabled: !deleting)
  }

  @Test("Every appearance loads again and shows the records newest first")
  func everyAppearanceLoads() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    presenter.viewDidDisappear()
    presenter.viewWillAppear()
    #expect(view.last == .loading)
    await presenter.loadTask?.value
    #expect(model.store.calls == ["load", "load"])
    #expect(
      view.last
        == .rows([row("h2", date: "2026-01-01 10:00"), row("h1", date: "2026-01-01 09:00")], notice: nil))
  }

  @Test("A saved record reloads the history only while it is on screen")
  func saveReloadsOnlyOnScreen() async throws {
    let measurement = try BMIInput.validate(height: "170", weight: "70").get()
    let result = BMIResult(measurement: measurement, standard: .who)
    try await model.services.history.saveRecord(of: measurement, result: result)
    #expect(model.store.calls == ["save r1"])
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    try await model.services.history.saveRecord(of: measurement, result: result)
    await presenter.loadTask?.value
    #expect(model.store.calls == ["save r1", "load", "save r2", "load"])
  }

  @Test("A delete disables its row's button, and the row goes without a reload when the store agrees")
  func deleteRemovesTheRow() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    presenter.deleteTapped("h2")
    #expect(
      view.last
        == .rows(
          [row("h2", date: "2026-01-01 10:00", deleting: true), row("h1", date: "2026-01-01 09:00")],
          notice: nil))
    await presenter.deleteTask?.value
    #expect(model.store.calls == ["load", "delete h2"])
    #expect(view.last == .rows([row("h1", date: "2026-01-01 09:00")], notice: nil))
  }

  @Test("A failed delete keeps the row and shows the notice, and another delete's success leaves it there")
  func failedDeleteNoticeOutlivesAnotherSuccess() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    model.store.deleteFailures = ["h2": .unavailable]
    presenter.deleteTapped("h2")
    let failing = presenter.deleteTask
    presenter.deleteTapped("h1")
    await failing?.value
    await presenter.deleteTask?.value
    #expect(model.store.calls == ["load", "delete h2", "delete h1"])
    #expect(view.last == .rows([row("h2", date: "2026-01-01 10:00")], notice: "Could not delete record"))
    #expect(presenter.notice == "Could not delete record")
  }
}
