import Domain
import HeadlessUI

/// The checkout's navigation. It knows it was presented, so it dismisses itself; the hand-off to
/// Orders crosses tabs, so it asks the app wireframe.
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

  func closeAndShowOrders(afterPlacing order: Order) {
    let appRouter = appRouter
    viewController?.dismiss()
    appRouter?.showOrders(afterPlacing: order)
  }
}
