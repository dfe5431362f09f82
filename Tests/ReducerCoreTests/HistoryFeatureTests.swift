import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

@MainActor
@Suite struct HistoryFeatureTests {
  struct Calls {
    let load: ControlledCall<Void, [BMIRecord], StoreError>
    let delete: ControlledCall<String, Void, StoreError>
  }

  func makeStore(
    _ state: HistoryFeature.State = .init()
  ) -> (TestStore<HistoryFeature.State, HistoryFeature.Action>, Calls) {
    let parking = ParkingLot()
    let calls = Calls(
      load: .init(parking: parking, cancelled: .cancelled),
      delete: .init(parking: parking, cancelled: .cancelled))
    var history = HistoryClient.unimplemented
    history.load = { () async throws(StoreError) in try await calls.load() }
    history.delete = { id async throws(StoreError) in try await calls.delete(id) }
    return (TestStore(initialState: state, parking: parking) { HistoryFeature(history: history) }, calls)
  }

  let older = Fixtures.record("a", secondsAfterNow: -60)
  let newer = Fixtures.record("b")

  @Test func everyAppearanceLoadsAndShowsNewestFirst() async {
    let (store, calls) = makeStore()
    store.send(.viewWillAppear) { $0.records = .loading }
    calls.load.succeed([older, newer])
    await store.receive(.recordsResponse(.success([older, newer]))) { $0.records = .loaded([newer, older]) }
    store.send(.viewWillAppear) { $0.records = .loading }
    calls.load.fail(.unavailable)
    await store.receive(.recordsResponse(.failure(.unavailable))) { $0.records = .failed }
    #expect(store.state.message == AppText.historyLoadFailed)
  }

  @Test func anAppearanceWhileLoadingSupersedesTheEarlierLoad() async {
    let (store, calls) = makeStore()
    store.send(.viewWillAppear) { $0.records = .loading }
    await store.settle()
    store.send(.viewWillAppear)
    calls.load.succeed([newer])
    await store.receive(.recordsResponse(.success([newer]))) { $0.records = .loaded([newer]) }
    await store.finish()
    #expect(calls.load.arguments.count == 2)
  }

  @Test func deleteDisablesTheRowThenRemovesIt() async {
    let (store, calls) = makeStore(.init(records: .loaded([newer, older])))
    store.send(.deleteTapped("b")) { $0.deleting = ["b"] }
    store.send(.deleteTapped("b"))
    calls.delete.succeed(())
    await store.receive(.deleteResponse("b", error: nil)) {
      $0.deleting = []
      $0.records = .loaded([older])
    }
    #expect(calls.delete.arguments == ["b"])
  }

  @Test func aFailedDeleteKeepsTheRowAndSaysSoUntilTheNextDelete() async {
    let (store, calls) = makeStore(.init(records: .loaded([newer])))
    store.send(.deleteTapped("b")) { $0.deleting = ["b"] }
    calls.delete.fail(.notFound(id: "b"))
    await store.receive(.deleteResponse("b", error: .notFound(id: "b"))) {
      $0.deleting = []
      $0.showsDeleteFailure = true
    }
    #expect(store.state.message == AppText.deleteFailed)
    store.send(.deleteTapped("b")) {
      $0.deleting = ["b"]
      $0.showsDeleteFailure = false
    }
    calls.delete.succeed(())
    await store.receive(.deleteResponse("b", error: nil)) {
      $0.deleting = []
      $0.records = .loaded([])
    }
  }

  @Test func aDeleteFailureIsToldOnlyWhileRowsAreListed() async {
    let (store, calls) = makeStore(.init(records: .loaded([newer])))
    store.send(.deleteTapped("b")) { $0.deleting = ["b"] }
    store.send(.viewWillAppear) { $0.records = .loading }
    calls.delete.fail(.unavailable)
    await store.receive(.deleteResponse("b", error: .unavailable)) {
      $0.deleting = []
      $0.showsDeleteFailure = true
    }
    calls.load.succeed([])
    await store.receive(.recordsResponse(.success([]))) { $0.records = .loaded([]) }
    #expect(store.state.message == nil)
  }
}
