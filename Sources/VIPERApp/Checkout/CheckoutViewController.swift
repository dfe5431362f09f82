import AppContract
import HeadlessUI

/// The checkout screen: shows what the presenter hands it, forwards taps, and refuses a swipe
/// while the presenter says it is not dismissible.
@MainActor
final class CheckoutViewController: ViewController {
  let output: any CheckoutViewOutput
  private var model: CheckoutDisplayModel?

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(output: any CheckoutViewOutput) {
    self.output = output
    super.init()
    title = AppText.checkoutTitle
  }

  override var screenName: String { ScreenName.checkout }

  /// The module's input, for the app to ask of the module it finds in the containers; the
  /// builder sets it (the presenter), as it sets every link between the roles.
  weak var moduleInput: (any CheckoutModuleInput)?

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [summaryLabel, processingIndicator, errorLabel, confirmButton, cancelButton] as [View] {
      view.addSubview(subview)
    }
    confirmButton.addAction { [weak self] in self?.output.didTapConfirm() }
    cancelButton.addAction { [weak self] in self?.output.didTapCancel() }
    apply()
    output.viewDidLoad()
  }

  private func apply() {
    summaryLabel.text = model?.summary ?? ""
    processingIndicator.isHidden = !(model?.isProcessingVisible ?? false)
    errorLabel.text = model?.errorMessage ?? ""
    errorLabel.isHidden = model?.errorMessage == nil
    confirmButton.isEnabled = model?.areButtonsEnabled ?? true
    cancelButton.isEnabled = model?.areButtonsEnabled ?? true
    isModalInPresentation = !(model?.isDismissible ?? true)
  }
}

// MARK: - CheckoutViewInput

extension CheckoutViewController: CheckoutViewInput {
  func display(_ model: CheckoutDisplayModel) {
    self.model = model
    if isViewLoaded { apply() }
  }
}
