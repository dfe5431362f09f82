import Domain
import Testing

@testable import VIPERApp

@MainActor
struct HistoryListInteractorTests {
  let store = FakeHistoryStore {
    $0.records = [Fixtures.record("r1", hoursAfterNewYear: 9), Fixtures.record("r2", hoursAfterNewYear: 10)]
  }
  let runner = TaskRunner()
  let interactor: HistoryListInteractor
  let output = MockHistoryListInteractorOutput()

  init() {
    interactor = HistoryListInteractor(store: store, runner: runner)
    interactor.output = output
  }

  @Test func recordsLoadNewestFirst() async {
    interactor.loadRecords()
    await runner.settle()
    #expect(output.events == [#"loaded ["r2", "r1"]"#])
  }

  @Test func deleteRemovesThroughTheStore() async {
    interactor.deleteRecord(id: "r1")
    await runner.settle()
    #expect(store.calls == ["delete(r1)"])
    #expect(store.records.map(\.id) == ["r2"])
    #expect(output.events == ["deleted r1"])
  }

  @Test func failuresAreReported() async {
    store.script {
      $0.loadFailure = .unavailable
      $0.deleteFailure = .notFound(id: "r1")
    }
    interactor.loadRecords()
    await runner.settle()
    interactor.deleteRecord(id: "r1")
    await runner.settle()
    #expect(output.events == ["load failed", "delete failed r1"])
  }
}
