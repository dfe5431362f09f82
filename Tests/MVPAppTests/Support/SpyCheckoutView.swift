import Domain

@testable import MVPApp

/// Records what the checkout's presenter tells its view, and hears how the checkout ended.
@MainActor
final class SpyCheckoutView: CheckoutView, CheckoutPresenterDelegate {
  enum Call: Equatable {
    case summary(String)
    case ready
    case processing
    case failure(String)
    /// Delegate calls: the checkout ended.
    case cancelled
    case placed(orderID: String)
  }

  private(set) var calls: [Call] = []

  func showSummary(_ text: String) { calls.append(.summary(text)) }
  func showReady() { calls.append(.ready) }
  func showProcessing() { calls.append(.processing) }
  func showFailure(message: String) { calls.append(.failure(message)) }
  func checkoutDidCancel() { calls.append(.cancelled) }
  func checkoutDidPlace(_ order: Order) { calls.append(.placed(orderID: order.id)) }
}
