import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import SwiftUIApp

/// The BMI form's and History's models, without any view.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FormAndHistoryModelTests {
  let store = FakeHistoryStore()
  let app = AppModel()
  var services: HistoryServices { HistoryServices(store: store, clock: FixedClock(), ids: SequentialIDs()) }

  @Test func aValidReadingIsSavedWithTheClocksDateAndShowsHistory() async {
    app.bmi.heightText = "180"
    app.bmi.weightText = "75"
    #expect(app.bmi.snapshot.outcome == "23.1 Normal")
    app.bmi.save(services: services, history: app.history, router: app.router)
    #expect(app.bmi.snapshot.save == .saving)
    await app.bmi.saveTask?.value
    #expect(store.records.map(\.date) == [FixedClock.instant])
    #expect(app.router.tab == .history)
    #expect(app.bmi.snapshot.save == .idle)
  }

  @Test func aFailedSaveShowsUntilTheNextEdit() async {
    store.saveFailure = .unavailable
    app.bmi.heightText = "180"
    app.bmi.weightText = "75"
    app.bmi.save(services: services, history: app.history, router: app.router)
    await app.bmi.saveTask?.value
    #expect(app.bmi.snapshot.save == .failed && app.router.tab == .products)
    app.bmi.standard = .who
    #expect(app.bmi.snapshot.save == .failed)
    app.bmi.weightText = "76"
    #expect(app.bmi.snapshot.save == .idle)
  }

  @Test func aDeletedRecordLeavesTheListWithoutAnotherLoad() async {
    store.records = [Fixtures.record(id: "r1", hour: 1), Fixtures.record(id: "r2", hour: 2)]
    app.history.appeared(store: store)
    await app.history.loadTask?.value
    app.history.delete(id: "r1", store: store)
    await app.history.deleteTask?.value
    #expect(app.history.snapshot == ListSnapshot(phase: .loaded, ids: ["r2"]))
    #expect(store.calls.filter { $0.hasPrefix("load") }.count == 1)
  }

  @Test func aFailedDeleteKeepsTheRowAndSaysSo() async {
    store.records = [Fixtures.record(id: "r1", hour: 1)]
    store.deleteFailure = .unavailable
    app.history.appeared(store: store)
    await app.history.loadTask?.value
    app.history.delete(id: "r1", store: store)
    await app.history.deleteTask?.value
    #expect(app.history.snapshot == ListSnapshot(phase: .loaded, ids: ["r1"], message: AppText.deleteFailed))
  }
}
