import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// A record's page on History's stack: pushed by a row's tap, its Delete run by History, and
/// popped by the delete's success.
@MainActor
@Suite struct HistoryRecordFeatureTests {
  let older = Fixtures.record("a", secondsAfterNow: -60)
  let newer = Fixtures.record("b")

  func makeStore(
    _ state: HistoryFeature.State
  ) -> (TestStore<HistoryFeature.State, HistoryFeature.Action>, ControlledCall<String, Void, StoreError>) {
    let parking = ParkingLot()
    let delete = ControlledCall<String, Void, StoreError>(parking: parking, cancelled: .cancelled)
    var history = HistoryClient.unimplemented
    history.delete = { id async throws(StoreError) in try await delete(id) }
    return (TestStore(initialState: state, parking: parking) { HistoryFeature(history: history) }, delete)
  }

  @Test func aTappedRowPushesItsPageAndTheDeleteThereRemovesTheRecordAndPopsIt() async {
    let (store, delete) = makeStore(.init(records: .loaded([newer, older])))
    store.send(.rowTapped("a")) { $0.path.append(HistoryRecordFeature.State(record: self.older)) }
    store.send(.path(.element(id: 0, action: .deleteTapped)))
    await store.receive(.path(.element(id: 0, action: .delegate(.delete("a"))))) {
      $0.deleting = ["a"]
      $0.path[id: 0]?.isDeleting = true
    }
    delete.succeed(())
    await store.receive(.deleteResponse("a", error: nil)) {
      $0.deleting = []
      $0.records = .loaded([self.newer])
      $0.path.pop(from: 0)
    }
    #expect(delete.arguments == ["a"])
  }

  @Test func aFailedDeleteKeepsThePageAndShowsTheFailureThereAndOnHistory() async {
    let (store, delete) = makeStore(.init(records: .loaded([newer, older])))
    store.send(.deleteTapped("b")) { $0.deleting = ["b"] }
    store.send(.rowTapped("b")) {
      $0.path.append(HistoryRecordFeature.State(record: self.newer, isDeleting: true))
    }
    store.send(.path(.element(id: 0, action: .deleteTapped)))
    delete.fail(.unavailable)
    await store.receive(.deleteResponse("b", error: .unavailable)) {
      $0.deleting = []
      $0.showsDeleteFailure = true
      $0.path[id: 0]?.isDeleting = false
      $0.path[id: 0]?.showsDeleteFailure = true
    }
    #expect(store.state.message == AppText.deleteFailed)
  }

  @Test func theContainerPoppingThePageLeavesTheDeleteRunning() async {
    let (store, delete) = makeStore(.init(records: .loaded([newer, older])))
    store.send(.rowTapped("a")) { $0.path.append(HistoryRecordFeature.State(record: self.older)) }
    store.send(.path(.element(id: 0, action: .deleteTapped)))
    await store.receive(.path(.element(id: 0, action: .delegate(.delete("a"))))) {
      $0.deleting = ["a"]
      $0.path[id: 0]?.isDeleting = true
    }
    store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
    delete.succeed(())
    await store.receive(.deleteResponse("a", error: nil)) {
      $0.deleting = []
      $0.records = .loaded([self.newer])
    }
  }
}
