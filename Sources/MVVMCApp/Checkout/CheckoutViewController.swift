import AppContract
import HeadlessUI
import MVVMCCore

/// Renders the checkout's view model and forwards Confirm and Cancel to it. While the payment
/// processes it declares itself not dismissible; the coordinator dismisses it.
final class CheckoutViewController: ViewController {
  let viewModel: CheckoutViewModel
  private let work: AsyncWork

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError, text: AppText.paymentFailed)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(viewModel: CheckoutViewModel, work: AsyncWork) {
    self.viewModel = viewModel
    self.work = work
    super.init()
    title = AppText.checkoutTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  override var screenName: String { ScreenName.checkout }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [summaryLabel, processingIndicator, errorLabel, confirmButton, cancelButton] as [View] {
      view.addSubview(subview)
    }
    confirmButton.addAction { [weak self] in self?.viewModel.doAction(.view(.confirmTapped)) }
    cancelButton.addAction { [weak self] in self?.viewModel.doAction(.view(.cancelTapped)) }
    observeState(on: work) { [weak self] in self?.render() }
  }

  // MARK: - Rendering

  private func render() {
    let state = viewModel.state
    summaryLabel.text = AppText.checkoutSummary(name: state.product.name, price: state.product.price)
    processingIndicator.isHidden = state.phase != .processing
    errorLabel.isHidden = state.phase != .failed
    confirmButton.isEnabled = state.phase != .processing
    cancelButton.isEnabled = state.phase != .processing
    isModalInPresentation = state.phase == .processing
  }
}
