import AppContract
import HeadlessUI

/// The scene delegate: decides whether a deep link may be shown and hands it to the wireframe.
/// Unknown links are refused, and so is every link while a payment is in progress.
@MainActor
final class DeepLinkHandler: SceneDelegate {
  private let wireframe: AppWireframe
  private let payments: PaymentService

  init(wireframe: AppWireframe, payments: PaymentService) {
    self.wireframe = wireframe
    self.payments = payments
  }

  func scene(_ window: Window, open url: String) -> Bool {
    guard let link = DeepLink(url: url), !payments.isProcessingPayment else { return false }
    wireframe.open(link)
    return true
  }
}
