import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// The app around a record's page on History's stack: a link to History pops it, and a save
/// while it covers History's list leaves the list to load when it appears again.
@MainActor
@Suite struct AppFeatureHistoryPageTests {
  let harness = AppFeatureHarness()

  func stateWithPage(selected tab: Tab) -> AppFeature.State {
    var state = AppFeature.State()
    state.selectedTab = tab
    state.history.records = .loaded([Fixtures.record("h1")])
    state.history.path.append(HistoryRecordFeature.State(record: Fixtures.record("h1")))
    return state
  }

  @Test func aHistoryLinkPopsTheRecordPage() {
    let store = harness.makeStore(stateWithPage(selected: .products))
    store.send(.deepLinkOpened(.history)) {
      $0.selectedTab = .history
      $0.history.path.removeAll()
    }
  }

  @Test func aRecordSavedWhileAPageCoversHistoryLoadsNothing() async {
    var state = stateWithPage(selected: .history)
    state.bmi = BMIFeature.State(heightText: "170", weightText: "65")
    let store = harness.makeStore(state)
    store.send(.bmi(.saveTapped)) { $0.bmi.save = .saving }
    harness.save.succeed(())
    let record = Fixtures.record("r1")
    await store.receive(.bmi(.saveResponse(record, error: nil))) { $0.bmi.save = .idle }
    await store.receive(.bmi(.delegate(.saved(record))))
    #expect(harness.load.arguments.isEmpty)
  }
}
