import Domain
import Testing

@testable import VIPERApp

@MainActor
struct CheckoutInteractorTests {
  let api = FakeProductAPI { $0.placeOrder = .success(Fixtures.order("o9", name: "Case", total: 19.99)) }
  let runner = TaskRunner()
  let payments: PaymentService
  let interactor: CheckoutInteractor
  let output = MockCheckoutInteractorOutput()

  init() {
    payments = PaymentService(api: api, runner: runner)
    interactor = CheckoutInteractor(payments: payments)
    interactor.output = output
  }

  @Test func placingAnOrderMarksAPaymentInProgressUntilTheAPIAnswers() async {
    api.hold("placeOrder")
    interactor.placeOrder(of: "p2")
    #expect(payments.isProcessingPayment)
    api.release("placeOrder")
    await runner.settle()
    #expect(!payments.isProcessingPayment)
    #expect(api.calls == ["placeOrder(p2)"])
    #expect(output.events == ["placed o9"])
  }

  @Test func aFailedPaymentIsReportedAndEndsThePayment() async {
    api.script { $0.placeOrder = .failure(.server(status: 402)) }
    interactor.placeOrder(of: "p2")
    await runner.settle()
    #expect(output.events == ["failed"])
    #expect(!payments.isProcessingPayment)
  }
}
