import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore

/// Hosts one product's detail and does its routing: Buy's route presents the checkout, in a
/// stack of its own, from the tab bar. It makes and owns the detail's view model; the list's host
/// controller tells it when its flow ended.
final class ProductDetailHostController: HostingController<ProductDetailView> {
  let viewModel: ProductDetailViewModel
  private let dependencies: AppDependencies

  init(productID: ProductID, dependencies: AppDependencies) {
    let viewModel = ProductDetailViewModel(
      productID: productID, api: dependencies.api, favorites: dependencies.favorites, work: dependencies.work)
    self.viewModel = viewModel
    self.dependencies = dependencies
    super.init(rootView: ProductDetailView(viewModel: viewModel), screenName: ScreenName.productDetail)
    title = ""
    trackLifetime(of: viewModel, role: "view model")
    viewModel.onRoute = { [weak self] route in self?.handleSelfRouter(route) }
  }

  /// The screen left its stack for good: the view model cancels what it still loads.
  func flowEnded() {
    viewModel.doAction(.flow(.flowEnded))
  }

  // MARK: - Router

  private func handleSelfRouter(_ route: ProductDetailViewModel.Route) {
    switch route {
    case .checkout(let product):
      guard let tabBarController, tabBarController.presentedViewController == nil else { return }
      let checkout = CheckoutHostController(product: product, dependencies: dependencies)
      let stack = NavigationController(rootViewController: checkout)
      stack.presentationController.delegate = checkout
      tabBarController.present(stack)
    }
  }
}
