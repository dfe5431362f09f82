import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The history's view model with a fake store: actions in, state out.
@MainActor
struct HistoryViewModelTests {
  let store = FakeHistoryStore()
  let work = AsyncWork()
  let viewModel: HistoryViewModel
  let older = Fixtures.record("a", minutes: 0)
  let newer = Fixtures.record("b", minutes: 5)

  init() {
    viewModel = HistoryViewModel(historyStore: store, work: work)
    store.loading.answer([older, newer])
  }

  @Test func everyAppearanceLoadsNewestFirst() async {
    viewModel.doAction(.view(.willAppear))
    #expect(viewModel.state.phase == .loading)
    await work.settle()
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([newer, older]))
    #expect(store.calls == ["load", "load"])
  }

  @Test func loadFailureShowsTheLoadError() async {
    store.loading.fail(.unavailable)
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.notice == .loadFailed)
  }

  @Test func deleteRemovesTheRowWithoutReloading() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    viewModel.doAction(.view(.deleteTapped("b")))
    #expect(viewModel.state.deleting == ["b"])
    await work.settle()

    #expect(viewModel.state.phase == .loaded([older]))
    #expect(store.calls == ["load", "delete b"])
  }

  @Test func deleteFailureKeepsTheRowAndShowsTheError() async {
    store.deleting.fail(.notFound(id: "a"))
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    viewModel.doAction(.view(.deleteTapped("a")))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([newer, older]))
    #expect(viewModel.notice == .deleteFailed)
    #expect(viewModel.state.deleting.isEmpty)
  }

  @Test func deleteTapWhilePendingSendsNoSecondRequest() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    store.deleting.hold()

    viewModel.doAction(.view(.deleteTapped("a")))
    await store.deleting.waitForCall()
    viewModel.doAction(.view(.deleteTapped("a")))
    store.deleting.resume(with: .success(()))
    await work.settle()

    #expect(store.calls == ["load", "delete a"])
  }

  @Test func aRecordSavedWhileOnScreenReloadsOnce() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    viewModel.doAction(.flow(.recordSaved))
    #expect(viewModel.state.phase == .loading)
    await work.settle()

    #expect(store.calls == ["load", "load"])
    #expect(viewModel.state.phase == .loaded([newer, older]))
  }

  @Test func aRecordSavedWhileOffScreenLeavesTheLoadToTheNextAppearance() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    viewModel.doAction(.view(.didDisappear))

    viewModel.doAction(.flow(.recordSaved))
    await work.settle()
    #expect(store.calls == ["load"])
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(store.calls == ["load", "load"])
  }

  @Test func aNewerLoadCancelsTheOneInFlightWhoseAnswerChangesNothing() async {
    store.loading.hold()
    viewModel.doAction(.view(.willAppear))
    await store.loading.waitForCall()
    store.loading.answer([newer])
    viewModel.doAction(.view(.willAppear))

    store.loading.resume(with: .success([older]))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([newer]))
    #expect(store.calls == ["load", "load"])
  }
}
