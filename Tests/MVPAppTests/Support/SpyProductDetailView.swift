import Domain

@testable import MVPApp

/// Records what the product detail's presenter tells its view, in order.
@MainActor
final class SpyProductDetailView: ProductDetailView {
  enum Call: Equatable {
    case loading
    case loadFailure(String)
    case content(ProductDetailContent, notice: String?)
    /// The checkout presented, by the product its presenter was made for.
    case presentCheckout(Product)
    case dismissCheckout
    case dismissCheckoutAndShowOrders
  }

  private(set) var calls: [Call] = []
  /// The delegate handed over with the last checkout presented.
  private(set) weak var checkoutDelegate: (any CheckoutPresenterDelegate)?
  var last: Call? { calls.last }

  func showLoading() { calls.append(.loading) }
  func showLoadFailure(message: String) { calls.append(.loadFailure(message)) }
  func show(_ content: ProductDetailContent, notice: String?) {
    calls.append(.content(content, notice: notice))
  }

  func presentCheckout(_ checkout: CheckoutPresenter) {
    calls.append(.presentCheckout(checkout.product))
    checkoutDelegate = checkout.delegate
  }

  func dismissCheckout() { calls.append(.dismissCheckout) }
  func dismissCheckoutAndShowOrders() { calls.append(.dismissCheckoutAndShowOrders) }
}
