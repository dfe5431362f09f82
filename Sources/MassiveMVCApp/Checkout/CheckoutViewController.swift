import AppContract
import Domain
import Foundation
import HeadlessUI

/// The checkout modal for one product, and the whole purchase: confirm places the order through
/// the API; on success this controller tells the app (the Orders list refetches), dismisses its
/// own modal, pops the Products stack to its root and selects the Orders tab; cancel dismisses.
/// While the payment is processing both buttons are disabled and the modal refuses the swipe.
final class CheckoutViewController: ViewController {
  enum Phase {
    case ready
    case processing
    case failed
  }

  let product: Product
  private let environment: AppEnvironment
  private let data: AppData
  private(set) var phase = Phase.ready
  /// The running or last payment, for tests to await.
  private(set) var orderTask: Task<Void, Never>?

  // MARK: - Views

  private let summaryLabel = Label(identifier: ElementID.checkoutSummary)
  private let processingIndicator = ActivityIndicator(identifier: ElementID.checkoutProcessing)
  private let errorLabel = Label(identifier: ElementID.checkoutError, text: AppText.paymentFailed)
  private let confirmButton = Button(identifier: ElementID.checkoutConfirm, title: AppText.confirm)
  private let cancelButton = Button(identifier: ElementID.checkoutCancel, title: AppText.cancel)

  init(product: Product, environment: AppEnvironment, data: AppData) {
    self.product = product
    self.environment = environment
    self.data = data
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
    cancelButton.addAction { [weak self] in self?.dismiss() }
    trackLifetime(of: view, role: "root view")
    render()
  }

  // MARK: - Payment

  /// Places the order; on success hands the user over to their orders, on failure shows the error
  /// and lets them confirm again or leave.
  func placeOrder() {
    guard !isProcessing else { return }
    phase = .processing
    render()
    orderTask = Task { [weak self, api = environment.api, data, productID = product.id] in
      do {
        _ = try await api.placeOrder(productID: productID).toDomain()
        data.notificationCenter.post(name: .orderDidPlace, object: nil)
        self?.showOrders()
      } catch {
        self?.phase = .failed
        self?.render()
      }
    }
  }

  /// Dismisses the checkout, pops the Products stack to its root and selects the Orders tab, in
  /// that order. Dismissing detaches this screen from the tab bar, so it is found first.
  private func showOrders() {
    guard let tabs = presentingViewController as? TabBarController else { return }
    dismiss()
    if let index = tabs.index(ofTab: Tab.products.rawValue),
      let products = tabs.viewControllers[index] as? NavigationController
    {
      products.popToRootViewController()
    }
    if let index = tabs.index(ofTab: Tab.orders.rawValue) { tabs.selectedIndex = index }
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
