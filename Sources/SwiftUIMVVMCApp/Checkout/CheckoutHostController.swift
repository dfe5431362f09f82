import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore

/// Hosts the checkout, presented in a stack of its own, and does its routing: Cancel dismisses
/// it; a placed order hands off to Orders the way the article does it in UIKit — dismiss, pop
/// Products to its root, tell the orders list, select the Orders tab. As its presentation's
/// delegate it refuses a swipe while the payment processes.
final class CheckoutHostController: HostingController<CheckoutView> {
  let viewModel: CheckoutViewModel

  init(product: ProductDetail, dependencies: AppDependencies) {
    let viewModel = CheckoutViewModel(product: product, api: dependencies.api, work: dependencies.work)
    self.viewModel = viewModel
    super.init(rootView: CheckoutView(viewModel: viewModel), screenName: ScreenName.checkout)
    title = AppText.checkoutTitle
    trackLifetime(of: viewModel, role: "view model")
    viewModel.onRoute = { [weak self] route in self?.handleSelfRouter(route) }
  }

  // MARK: - Router

  private func handleSelfRouter(_ route: CheckoutViewModel.Route) {
    switch route {
    case .cancelled:
      navigationController?.dismiss()
    case .ordered:
      guard let tabBarController else { return }
      navigationController?.dismiss()
      tabBarController.stack(of: .products)?.popToRootViewController()
      tabBarController.root(of: .orders, as: OrderListHostController.self)?.orderWasPlaced()
      tabBarController.select(.orders)
    }
  }
}

// MARK: - PresentationControllerDelegate

extension CheckoutHostController: PresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    !viewModel.isProcessing
  }
}
