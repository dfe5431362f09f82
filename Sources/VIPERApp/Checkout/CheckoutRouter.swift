import Domain
import HeadlessUI

/// The checkout's navigation. It knows it was presented, so it dismisses itself; the confirmation
/// of a placed order tells the Orders tab too, so it asks the app wireframe.
@MainActor
final class CheckoutRouter: CheckoutRouterInput {
  weak var viewController: ViewController?
  private weak var appRouter: (any AppRouterInput)?

  init(appRouter: (any AppRouterInput)?) {
    self.appRouter = appRouter
  }

  func close() {
    viewController?.dismiss()
  }

  func closeAndConfirm(placing order: Order) {
    let appRouter = appRouter
    viewController?.dismiss()
    appRouter?.confirmOrder(placing: order)
  }
}
