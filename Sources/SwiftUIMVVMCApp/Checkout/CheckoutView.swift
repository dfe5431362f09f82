import AppContract
import HeadlessSwiftUI
import MVVMCCore

/// The checkout: the summary, the payment's progress or failure, Confirm and Cancel. It cannot be
/// swiped away while the payment processes.
struct CheckoutView: View {
  let viewModel: CheckoutViewModel

  var body: some View {
    let state = viewModel.state
    VStack {
      Text(AppText.checkoutSummary(name: state.product.name, price: state.product.price))
        .accessibilityIdentifier(ElementID.checkoutSummary)
      if state.phase == .processing {
        ProgressView().accessibilityIdentifier(ElementID.checkoutProcessing)
      }
      if state.phase == .failed {
        Text(AppText.paymentFailed).accessibilityIdentifier(ElementID.checkoutError)
      }
      Group {
        Button(AppText.confirm) { viewModel.doAction(.view(.confirmTapped)) }
          .accessibilityIdentifier(ElementID.checkoutConfirm)
        Button(AppText.cancel) { viewModel.doAction(.view(.cancelTapped)) }
          .accessibilityIdentifier(ElementID.checkoutCancel)
      }
      .disabled(viewModel.isProcessing)
    }
    .navigationTitle(AppText.checkoutTitle)
    .interactiveDismissDisabled(viewModel.isProcessing)
  }
}
