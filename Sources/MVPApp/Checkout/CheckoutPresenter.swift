import AppContract
import Domain

/// The checkout's presentation logic for one product: confirm places the order, cancel gives up.
/// While the payment is processing it has the view lock itself, and its delegate hears how the
/// checkout ended.
@MainActor
final class CheckoutPresenter {
  enum Phase {
    case ready
    case processing
    case failed
  }

  let product: Product
  weak var view: (any CheckoutView)?
  weak var delegate: (any CheckoutPresenterDelegate)?
  private let orders: OrderService
  private(set) var phase = Phase.ready
  /// The running or last payment, for tests to await.
  private(set) var orderTask: Task<Void, Never>?

  init(product: Product, orders: OrderService) {
    self.product = product
    self.orders = orders
  }

  /// Whether a payment is in flight; nothing may interrupt it.
  var isProcessing: Bool { phase == .processing }

  // MARK: - Events from the view

  func viewDidLoad() {
    view?.showSummary(AppText.checkoutSummary(name: product.name, price: product.price))
    present()
  }

  func confirmTapped() {
    guard !isProcessing else { return }
    phase = .processing
    present()
    orderTask = Task { [weak self, orders, productID = product.id] in
      do {
        let order = try await orders.placeOrder(productID: productID)
        self?.delegate?.checkoutDidPlace(order)
      } catch {
        self?.phase = .failed
        self?.present()
      }
    }
  }

  func cancelTapped() {
    delegate?.checkoutDidCancel()
  }

  // MARK: - Presenting

  private func present() {
    switch phase {
    case .ready: view?.showReady()
    case .processing: view?.showProcessing()
    case .failed: view?.showFailure(message: AppText.paymentFailed)
    }
  }
}
