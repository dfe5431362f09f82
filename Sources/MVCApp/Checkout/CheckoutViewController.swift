import AppContract
import Domain
import HeadlessUI

/// The checkout modal for one product: confirm places the order, cancel gives up. While the
/// payment is processing both buttons are disabled and the modal refuses to be swiped away.
final class CheckoutViewController: ViewController {
  enum Phase {
    case ready
    case processing
    case failed
  }

  let product: Product
  weak var delegate: (any CheckoutViewControllerDelegate)?
  private let orderService: OrderService
  private(set) var phase = Phase.ready
  /// The running or last payment, for tests to await.
  private(set) var orderTask: Task<Void, Never>?

  // MARK: - Views

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError, text: AppText.paymentFailed)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(product: Product, orderService: OrderService) {
    self.product = product
    self.orderService = orderService
    super.init()
    title = AppText.checkoutTitle
  }

  override var screenName: String { ScreenName.checkout }

  /// Whether a payment is in flight; nothing may interrupt it.
  var isProcessing: Bool { phase == .processing }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview: View in [summaryLabel, processingIndicator, errorLabel, confirmButton, cancelButton] {
      view.addSubview(subview)
    }
    summaryLabel.text = AppText.checkoutSummary(name: product.name, price: product.price)
    confirmButton.addAction { [weak self] in self?.placeOrder() }
    cancelButton.addAction { [weak self] in self?.cancel() }
    trackLifetime(of: view, role: "root view")
    render()
  }

  // MARK: - Actions

  func placeOrder() {
    guard !isProcessing else { return }
    phase = .processing
    render()
    orderTask = Task { [weak self, orderService, productID = product.id] in
      do {
        let order = try await orderService.placeOrder(productID: productID)
        guard let self else { return }
        delegate?.checkoutViewController(self, didPlace: order)
      } catch {
        self?.phase = .failed
        self?.render()
      }
    }
  }

  func cancel() {
    delegate?.checkoutViewControllerDidCancel(self)
  }

  // MARK: - Rendering

  private func render() {
    isModalInPresentation = isProcessing
    guard isViewLoaded else { return }
    processingIndicator.isHidden = !isProcessing
    errorLabel.isHidden = phase != .failed
    confirmButton.isEnabled = !isProcessing
    cancelButton.isEnabled = !isProcessing
  }
}
