import AppContract
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// Renders the checkout modal from its store scope and sends what the user did. While the
/// payment runs it declares itself not dismissible.
final class CheckoutViewController: ViewController {
  private let store: Store<CheckoutFeature.State, CheckoutFeature.Action>
  private var observation: ObservationToken?

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError, text: AppText.paymentFailed)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(store: Store<CheckoutFeature.State, CheckoutFeature.Action>) {
    self.store = store
    super.init()
    title = AppText.checkoutTitle
    trackLifetime(of: store, role: "store scope")
  }

  override var screenName: String { ScreenName.checkout }

  override func viewDidLoad() {
    super.viewDidLoad()
    for element in [summaryLabel, processingIndicator, errorLabel, confirmButton, cancelButton] as [View] {
      view.addSubview(element)
    }
    confirmButton.addAction { [weak self] in self?.store.send(.confirmTapped) }
    cancelButton.addAction { [weak self] in self?.store.send(.cancelTapped) }
    observation = store.observe { [weak self] state in self?.render(state) }
    if let observation { trackLifetime(of: observation, role: "observation") }
  }

  private func render(_ state: CheckoutFeature.State) {
    summaryLabel.text = state.summary
    processingIndicator.isHidden = state.phase != .processing
    errorLabel.isHidden = state.phase != .failed
    confirmButton.isEnabled = !state.isProcessing
    cancelButton.isEnabled = !state.isProcessing
    isModalInPresentation = state.isProcessing
  }
}
