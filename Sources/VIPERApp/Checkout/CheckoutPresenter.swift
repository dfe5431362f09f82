import AppContract
import Domain

/// The checkout's presentation logic: confirm pays, cancel leaves, success hands over to Orders.
@MainActor
final class CheckoutPresenter {
  weak var view: (any CheckoutViewInput)?
  private let product: Product
  private let interactor: any CheckoutInteractorInput
  private let router: any CheckoutRouterInput
  private var phase = CheckoutSnapshot.Phase.ready

  init(product: Product, interactor: any CheckoutInteractorInput, router: any CheckoutRouterInput) {
    self.product = product
    self.interactor = interactor
    self.router = router
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current phase.
  var displayModel: CheckoutDisplayModel {
    let summary = AppText.checkoutSummary(name: product.name, price: product.price)
    switch phase {
    case .ready:
      return CheckoutDisplayModel(summary: summary)
    case .processing:
      return CheckoutDisplayModel(
        summary: summary, isProcessingVisible: true, areButtonsEnabled: false, isDismissible: false)
    case .failed:
      return CheckoutDisplayModel(summary: summary, errorMessage: AppText.paymentFailed)
    }
  }
}

// MARK: - CheckoutViewOutput

extension CheckoutPresenter: CheckoutViewOutput {
  func viewDidLoad() { render() }

  func didTapConfirm() {
    guard phase != .processing else { return }
    phase = .processing
    render()
    interactor.placeOrder(of: product.id)
  }

  func didTapCancel() {
    guard phase != .processing else { return }
    router.close()
  }
}

// MARK: - CheckoutInteractorOutput

extension CheckoutPresenter: CheckoutInteractorOutput {
  func didPlaceOrder(_ order: Order) {
    router.closeAndShowOrders(afterPlacing: order)
  }

  func didFailToPlaceOrder() {
    phase = .failed
    render()
  }
}

// MARK: - CheckoutModuleInput

extension CheckoutPresenter: CheckoutModuleInput {
  var snapshot: CheckoutSnapshot { CheckoutSnapshot(productID: product.id, phase: phase) }
}
