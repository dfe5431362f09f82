import Domain
import HeadlessUI

/// The product detail's navigation: it builds the checkout module and presents it modally in its
/// own navigation stack.
@MainActor
final class ProductDetailRouter: ProductDetailRouterInput {
  weak var viewController: ViewController?
  private let checkoutBuilder: CheckoutBuilder

  init(checkoutBuilder: CheckoutBuilder) {
    self.checkoutBuilder = checkoutBuilder
  }

  func showCheckout(for product: Product) {
    let checkout = checkoutBuilder.build(product: product)
    viewController?.present(NavigationController(rootViewController: checkout.viewController))
  }
}
