import AppContract
import Domain
import HeadlessUI

/// The Products tab: the list at the root and a child ``ProductDetailCoordinator`` for each
/// product pushed on top. As the stack's delegate it ends a detail flow (which cancels the detail's
/// load) and lets go of it whenever its screen leaves the stack, whoever popped it (the back
/// control, a tab re-tap, a hand-off, a deep link).
final class ProductsCoordinator: TabCoordinator {
  let tab = Tab.products
  let navigationController: NavigationController
  var childCoordinators: [any Coordinator] = []
  /// Where routes that leave the tab go.
  weak var appRouter: (any AppRouting)?

  let listViewModel: ProductListViewModel
  private let listViewController: ProductListViewController
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
    listViewModel = ProductListViewModel(
      api: dependencies.api, favorites: dependencies.favorites, work: dependencies.work)
    listViewController = ProductListViewController(viewModel: listViewModel, work: dependencies.work)
    navigationController = Self.makeNavigationController(tab: tab, root: listViewController)
  }

  func start() {
    navigationController.delegate = self
    listViewModel.onRoute = { [weak self] route in self?.handle(route) }
  }

  /// The detail flows whose screens are in the stack, bottom to top.
  var detailCoordinators: [ProductDetailCoordinator] {
    childCoordinators.compactMap { $0 as? ProductDetailCoordinator }
  }

  // MARK: - Routes

  func handle(_ route: ProductListViewModel.Route) {
    switch route {
    case .detail(let id):
      startDetail(of: id).start()
    }
  }

  /// Shows the detail of `id` directly above the list, replacing whatever was above it (a deep
  /// link). The list controller is reused.
  func showProduct(_ id: ProductID) {
    startDetail(of: id).start(replacingStackAbove: listViewController)
  }

  private func startDetail(of id: ProductID) -> ProductDetailCoordinator {
    let child = ProductDetailCoordinator(
      productID: id, navigationController: navigationController, dependencies: dependencies)
    child.appRouter = appRouter
    addChild(child)
    return child
  }
}

// MARK: - NavigationControllerDelegate

extension ProductsCoordinator: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController
  ) {
    for child in detailCoordinators where !child.isShown(in: navigationController) {
      child.finish()
      removeChild(child)
    }
  }
}
