import Domain

/// The checkout screen's state, kept by its presenter: the product being bought and where its
/// payment is. The presenter renders it into a ``CheckoutDisplayModel``; the app reads it through
/// ``CheckoutModuleInput``.
struct CheckoutViewState: Equatable {
  enum Payment: Equatable {
    /// Nothing is being paid: Confirm and Cancel are available.
    case ready
    /// `placeOrder` is in flight: nothing can be tapped and the modal stays.
    case processing
    /// The last payment failed; Confirm tries again.
    case failed
  }

  let product: Product
  var payment = Payment.ready
}
