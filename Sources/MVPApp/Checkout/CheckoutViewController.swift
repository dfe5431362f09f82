import AppContract
import Domain
import HeadlessUI

/// The checkout's passive view: forwards confirm and cancel to the presenter, shows the phase it
/// is told, and declares itself not dismissible while told the payment is processing.
final class CheckoutViewController: ViewController {
  let presenter: CheckoutPresenter

  // MARK: - Views

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(presenter: CheckoutPresenter) {
    self.presenter = presenter
    super.init()
    title = AppText.checkoutTitle
    trackLifetime(of: presenter, role: "presenter")
  }

  override var screenName: String { ScreenName.checkout }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [summaryLabel, processingIndicator, errorLabel, confirmButton, cancelButton] {
      view.addSubview(subview)
    }
    confirmButton.addAction { [weak self] in self?.presenter.confirmTapped() }
    cancelButton.addAction { [weak self] in self?.presenter.cancelTapped() }
    presenter.viewDidLoad()
  }
}

// MARK: - CheckoutView

extension CheckoutViewController: CheckoutView {
  func showSummary(_ text: String) {
    summaryLabel.text = text
  }

  func showReady() {
    display(processing: false, error: nil)
  }

  func showProcessing() {
    display(processing: true, error: nil)
  }

  func showFailure(message: String) {
    display(processing: false, error: message)
  }

  private func display(processing: Bool, error: String?) {
    isModalInPresentation = processing
    processingIndicator.isHidden = !processing
    errorLabel.isHidden = error == nil
    errorLabel.text = error ?? ""
    confirmButton.isEnabled = !processing
    cancelButton.isEnabled = !processing
  }
}
