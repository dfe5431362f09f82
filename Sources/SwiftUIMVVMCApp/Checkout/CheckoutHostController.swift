import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore

/// Hosts the checkout, presented in a stack of its own, and does its routing: Cancel dismisses
/// it; a placed order is confirmed where the user is, in UIKit — dismiss, tell the orders list,
/// present the Order placed alert from the tab bar. As its presentation's delegate it refuses a
/// swipe while the payment processes.
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
      tabBarController.root(of: .orders, as: OrderListHostController.self)?.orderWasPlaced()
      let alert = AlertController(title: AppText.orderPlacedTitle, message: AppText.orderPlacedMessage)
      alert.addAction(.init(identifier: ElementID.orderPlacedOK, title: AppText.ok))
      tabBarController.present(alert)
    }
  }
}

// MARK: - PresentationControllerDelegate

extension CheckoutHostController: PresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    !viewModel.isProcessing
  }
}
