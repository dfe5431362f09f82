import Domain

/// The checkout's use case: place the order through the shared payment service, which tells the
/// shell a payment is in progress.
@MainActor
final class CheckoutInteractor: CheckoutInteractorInput {
  weak var output: (any CheckoutInteractorOutput)?
  private let payments: PaymentService

  init(payments: PaymentService) {
    self.payments = payments
  }

  func placeOrder(of productID: ProductID) {
    payments.placeOrder(of: productID) { [weak self] result in
      switch result {
      case .success(let order): self?.output?.didPlaceOrder(order)
      case .failure: self?.output?.didFailToPlaceOrder()
      }
    }
  }
}
