import AppContract
import Domain
import Testing

@testable import MVPApp

@MainActor
struct CheckoutPresenterTests {
  let model = TestModel()
  let view = SpyCheckoutView()
  let presenter: CheckoutPresenter

  init() {
    let product = Product(id: "p1", name: "Phone", price: Money(cents: 129_900), isFavorite: false)
    presenter = CheckoutPresenter(product: product, orders: model.services.orders)
    presenter.view = view
    presenter.delegate = view
  }

  @Test("Confirm shows processing and places the order once; the delegate hears of the order")
  func confirmPlacesTheOrder() async {
    model.api.holdsOrderCalls = true
    presenter.confirmTapped()
    await model.api.heldOrderCalls.arrival()
    presenter.confirmTapped()
    #expect(view.calls == [.processing])
    #expect(presenter.isProcessing)
    model.api.heldOrderCalls.releaseFirst()
    await presenter.orderTask?.value
    #expect(model.api.calls == ["placeOrder p1"])
    #expect(view.calls == [.processing, .placed(orderID: "o1")])
  }

  @Test("A failed payment shows the failure and unlocks; confirm then tries again")
  func failedPayment() async {
    model.api.orderResult = .failure(.server(status: 502))
    presenter.confirmTapped()
    await presenter.orderTask?.value
    #expect(view.calls == [.processing, .failure("Payment failed")])
    #expect(!presenter.isProcessing)
    presenter.confirmTapped()
    #expect(view.calls.last == .processing)
    await presenter.orderTask?.value
    #expect(model.api.calls == ["placeOrder p1", "placeOrder p1"])
  }

  @Test("Cancel only tells the delegate, and calls nothing")
  func cancelTellsTheDelegate() {
    presenter.cancelTapped()
    #expect(view.calls == [.cancelled])
    #expect(model.api.calls.isEmpty)
  }
}
