import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The checkout's view model with a fake API: actions in, state and routes out.
@MainActor
struct CheckoutViewModelTests {
  let api = FakeProductAPI()
  let work = AsyncWork()
  let viewModel: CheckoutViewModel
  var routes: [CheckoutViewModel.Route] { recorder.routes }
  private let recorder = RouteRecorder<CheckoutViewModel.Route>()

  init() {
    viewModel = CheckoutViewModel(product: Fixtures.detail().toDomain(), api: api, work: work)
    viewModel.onRoute = { [recorder] in recorder.routes.append($0) }
  }

  @Test func confirmProcessesThenRoutesTheOrder() async {
    api.order.answer(Fixtures.order("o1"))

    viewModel.doAction(.view(.confirmTapped))
    #expect(viewModel.isProcessing)
    await work.settle()

    #expect(routes == [.ordered(Fixtures.order("o1").toDomain())])
    #expect(api.calls == ["placeOrder p1"])
  }

  @Test func paymentFailureEndsProcessingSoTheUserCanRetryOrCancel() async {
    api.order.fail(.server(status: 402))

    viewModel.doAction(.view(.confirmTapped))
    await work.settle()
    #expect(viewModel.state.phase == .failed)

    viewModel.doAction(.view(.cancelTapped))
    #expect(routes == [.cancelled])
  }

  @Test func tapsWhileProcessingAreIgnored() async {
    api.order.hold()
    viewModel.doAction(.view(.confirmTapped))
    await api.order.waitForCall()

    viewModel.doAction(.view(.confirmTapped))
    viewModel.doAction(.view(.cancelTapped))
    api.order.resume(with: .failure(.network))
    await work.settle()

    #expect(routes.isEmpty)
    #expect(api.calls == ["placeOrder p1"])
  }
}

/// Collects the routes a view model sends.
@MainActor
final class RouteRecorder<Route> {
  var routes: [Route] = []
}
