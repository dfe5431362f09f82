import AppContract
import Domain

/// The checkout's presentation logic: confirm pays, cancel leaves, success hands over to Orders.
@MainActor
final class CheckoutPresenter {
  weak var view: (any CheckoutViewInput)?
  private let interactor: any CheckoutInteractorInput
  private let router: any CheckoutRouterInput
  /// The screen's state; the display model is derived from it.
  private(set) var viewState: CheckoutViewState

  init(product: Product, interactor: any CheckoutInteractorInput, router: any CheckoutRouterInput) {
    self.viewState = CheckoutViewState(product: product)
    self.interactor = interactor
    self.router = router
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current payment.
  var displayModel: CheckoutDisplayModel {
    let product = viewState.product
    let summary = AppText.checkoutSummary(name: product.name, price: product.price)
    switch viewState.payment {
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
    guard viewState.payment != .processing else { return }
    viewState.payment = .processing
    render()
    interactor.placeOrder(of: viewState.product.id)
  }

  func didTapCancel() {
    guard viewState.payment != .processing else { return }
    router.close()
  }
}

// MARK: - CheckoutInteractorOutput

extension CheckoutPresenter: CheckoutInteractorOutput {
  func didPlaceOrder(_ order: Order) {
    router.closeAndShowOrders(afterPlacing: order)
  }

  func didFailToPlaceOrder() {
    viewState.payment = .failed
    render()
  }
}

// MARK: - CheckoutModuleInput

extension CheckoutPresenter: CheckoutModuleInput {}
