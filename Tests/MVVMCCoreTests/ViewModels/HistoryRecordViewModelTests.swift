import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// A record's page and History's routes for it: actions in, state and routes out.
@MainActor
struct HistoryRecordViewModelTests {
  let store = FakeHistoryStore()
  let work = AsyncWork()
  let history: HistoryViewModel
  let older = Fixtures.record("a", minutes: 0)
  let newer = Fixtures.record("b", minutes: 5)

  init() {
    history = HistoryViewModel(historyStore: store, work: work)
    store.loading.answer([older, newer])
  }

  @Test func aTappedRowRoutesToItsRecord() async {
    var routes: [HistoryViewModel.Route] = []
    history.onRoute = { routes.append($0) }
    history.doAction(.view(.willAppear))
    await work.settle()
    history.doAction(.view(.rowTapped("a")))
    history.doAction(.view(.rowTapped("missing")))
    #expect(routes == [.record(older)])
  }

  @Test func aDeleteAnsweredRoutesItsOutcomeForThePage() async {
    var routes: [HistoryViewModel.Route] = []
    history.onRoute = { routes.append($0) }
    history.doAction(.view(.willAppear))
    await work.settle()
    history.doAction(.view(.deleteTapped("b")))
    await work.settle()
    store.deleting.fail(.unavailable)
    history.doAction(.view(.deleteTapped("a")))
    await work.settle()
    #expect(routes == [.recordDeleted("b"), .recordDeleteFailed("a")])
  }

  @Test func deleteDisablesItselfAndRoutesTheDeleteOnce() {
    let page = HistoryRecordViewModel(record: older, isDeleting: false)
    var routes: [HistoryRecordViewModel.Route] = []
    page.onRoute = { routes.append($0) }
    page.doAction(.view(.deleteTapped))
    page.doAction(.view(.deleteTapped))
    #expect(routes == [.delete("a")])
    #expect(page.state.isDeleting)
  }

  @Test func aFailureEnablesDeleteAndShowsUntilTheNextTap() {
    let page = HistoryRecordViewModel(record: older, isDeleting: true)
    page.doAction(.flow(.deleteFailed))
    #expect(page.state == HistoryRecordViewModel.State(record: older, isDeleting: false, deleteFailed: true))
    page.doAction(.view(.deleteTapped))
    #expect(!page.state.deleteFailed)
  }
}
