import AppContract
import Domain
import HeadlessSwiftUI
import HeadlessUI
import MVVMCCore

/// Hosts the product list and does its routing: a row's route pushes a detail host controller,
/// a deep link sets the stack to the list and a new detail. It makes and owns the list's view
/// model. As its stack's delegate it ends the flow of each detail that leaves the stack, whoever
/// popped it (the back control, a tab re-tap, the hand-off after checkout, a deep link).
final class ProductListHostController: HostingController<ProductListView> {
  let viewModel: ProductListViewModel
  private let dependencies: AppDependencies
  /// The details this list showed that are still in its stack, bottom to top. Kept until the
  /// stack says one left, so that its flow can be ended then (the stack may let go of it first).
  private(set) var details: [ProductDetailHostController] = []

  init(dependencies: AppDependencies) {
    let viewModel = ProductListViewModel(
      api: dependencies.api, favorites: dependencies.favorites, work: dependencies.work)
    self.viewModel = viewModel
    self.dependencies = dependencies
    super.init(rootView: ProductListView(viewModel: viewModel), screenName: ScreenName.productList)
    title = AppText.productsTitle
    trackLifetime(of: viewModel, role: "view model")
    viewModel.onRoute = { [weak self] route in self?.handleSelfRouter(route) }
  }

  /// Shows the detail of `id` directly above the list, replacing whatever was above it (a deep
  /// link).
  func showProduct(_ id: ProductID) {
    navigationController?.setViewControllers([self, makeDetail(of: id)])
  }

  // MARK: - Router

  private func handleSelfRouter(_ route: ProductListViewModel.Route) {
    switch route {
    case .detail(let id):
      navigationController?.pushViewController(makeDetail(of: id))
    }
  }

  private func makeDetail(of id: ProductID) -> ProductDetailHostController {
    let detail = ProductDetailHostController(productID: id, dependencies: dependencies)
    details.append(detail)
    return detail
  }
}

// MARK: - NavigationControllerDelegate

extension ProductListHostController: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    let stack = navigationController.viewControllers
    for detail in details where !stack.contains(where: { $0 === detail }) {
      detail.flowEnded()
    }
    details.removeAll { detail in !stack.contains { $0 === detail } }
  }
}
