import AppContract
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The checkout sheet over its scope: the summary, the payment's progress or failure, confirm and
/// cancel. It cannot be swiped away while the payment runs.
struct CheckoutView: View {
  let store: Store<CheckoutFeature.State, CheckoutFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      Text(state.summary).accessibilityIdentifier(ElementID.checkoutSummary)
      if state.isProcessing {
        ProgressView().accessibilityIdentifier(ElementID.checkoutProcessing)
      }
      if state.phase == .failed {
        Text(AppText.paymentFailed).accessibilityIdentifier(ElementID.checkoutError)
      }
      Group {
        Button(AppText.confirm) { store.send(.confirmTapped) }.accessibilityIdentifier(
          ElementID.checkoutConfirm)
        Button(AppText.cancel) { store.send(.cancelTapped) }.accessibilityIdentifier(ElementID.checkoutCancel)
      }
      .disabled(state.isProcessing)
    }
    .navigationTitle(AppText.checkoutTitle)
    .screenName(ScreenName.checkout)
    .interactiveDismissDisabled(state.isProcessing)
  }
}
