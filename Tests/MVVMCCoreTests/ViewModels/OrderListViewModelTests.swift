import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The orders list's view model with a fake API: actions in, state out.
@MainActor
struct OrderListViewModelTests {
  let api = FakeProductAPI()
  let work = AsyncWork()
  let viewModel: OrderListViewModel

  init() {
    viewModel = OrderListViewModel(api: api, work: work)
  }

  @Test func firstAppearanceLoadsOnceNewestFirst() async {
    let older = Fixtures.order("o1", createdAt: "2026-01-01T09:00:00Z")
    let newer = Fixtures.order("o2", createdAt: "2026-01-02T09:00:00Z")
    api.orders.answer([older, newer])

    viewModel.doAction(.view(.willAppear))
    await work.settle()
    viewModel.doAction(.view(.didDisappear))
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([newer.toDomain(), older.toDomain()]))
    #expect(api.calls == ["fetchOrders"])
  }

  @Test func anOrderPlacedBeforeTheFirstAppearanceLoadsOnlyOnAppearance() async {
    viewModel.doAction(.flow(.orderPlaced))
    #expect(api.calls.isEmpty)

    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(api.calls == ["fetchOrders"])
  }

  @Test func anOrderPlacedAfterLoadingRefetchesOnceWhenTheListAppears() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    viewModel.doAction(.view(.didDisappear))

    viewModel.doAction(.flow(.orderPlaced))
    await work.settle()
    #expect(api.calls == ["fetchOrders"])
    viewModel.doAction(.view(.willAppear))
    #expect(viewModel.state.phase == .loading)
    await work.settle()

    #expect(api.calls == ["fetchOrders", "fetchOrders"])
  }

  @Test func anAnswerToAnOlderFetchIsIgnored() async {
    api.orders.hold()
    viewModel.doAction(.view(.willAppear))
    await api.orders.waitForCall()
    viewModel.doAction(.flow(.orderPlaced))
    await api.orders.waitForCall()

    api.orders.resume(with: .success([Fixtures.order("o1")]))
    api.orders.resume(with: .success([]))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([]))
  }

  @Test func failureThenRetryLoadsAgain() async {
    api.orders.fail(.network)
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    #expect(viewModel.state.phase == .failed)

    api.orders.answer([Fixtures.order("o1")])
    viewModel.doAction(.view(.retryTapped))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([Fixtures.order("o1").toDomain()]))
  }
}
