import AppContract
import Domain
import HeadlessSwiftUI

/// The checkout sheet: the summary, the payment's progress or failure, confirm and cancel. It
/// cannot be swiped away while a payment is processing.
struct CheckoutView: View {
  let checkout: CheckoutModel
  @Environment(Router.self) private var router
  @Environment(OrdersModel.self) private var orders
  @Environment(\.productAPI) private var api

  var body: some View {
    VStack {
      Text(AppText.checkoutSummary(name: checkout.product.name, price: checkout.product.price))
        .accessibilityIdentifier(ElementID.checkoutSummary)
      if checkout.isProcessing {
        ProgressView().accessibilityIdentifier(ElementID.checkoutProcessing)
      }
      if checkout.phase == .failed {
        Text(AppText.paymentFailed).accessibilityIdentifier(ElementID.checkoutError)
      }
      Group {
        Button(AppText.confirm) { checkout.confirm(api: api, orders: orders, router: router) }
          .accessibilityIdentifier(ElementID.checkoutConfirm)
        Button(AppText.cancel) { router.checkout = nil }
          .accessibilityIdentifier(ElementID.checkoutCancel)
      }
      .disabled(checkout.isProcessing)
    }
    .navigationTitle(AppText.checkoutTitle)
    .screenName(ScreenName.checkout)
    .interactiveDismissDisabled(checkout.isProcessing)
  }
}
