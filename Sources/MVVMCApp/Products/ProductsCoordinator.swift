import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// The Products tab: the list at the root and a child ``ProductDetailCoordinator`` for each
/// product pushed on top. As the stack's delegate it ends a detail flow (which cancels the detail's
/// load) and lets go of it whenever its screen leaves the stack, whoever popped it (the back
/// control, a tab re-tap, a hand-off, a deep link).
final class ProductsCoordinator: TabCoordinator {
  let tab = Tab.products
  private(set) var navigationController: NavigationController?
  var childCoordinators: [any Coordinator] = []
  /// Where routes that leave the tab go.
  weak var appRouter: (any AppRouting)?

  /// The list's view model, while its screen exists (the screen owns it).
  private(set) weak var listViewModel: ProductListViewModel?
  /// The list, the root of the stack, which a deep link keeps under its new detail.
  private weak var listViewController: ProductListViewController?
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the product list, the tab's root, connects its routes, and becomes the stack's
  /// delegate to end detail flows whose screens leave.
  func start() {
    let viewModel = ProductListViewModel(
      api: dependencies.api, favorites: dependencies.favorites, work: dependencies.work)
    viewModel.onRoute = { [weak self] route in self?.handle(route) }
    let screen = ProductListViewController(viewModel: viewModel, work: dependencies.work)
    let navigationController = makeNavigationController(root: screen)
    navigationController.delegate = self
    listViewModel = viewModel
    listViewController = screen
    self.navigationController = navigationController
  }

  /// The detail flows whose screens are in the stack, bottom to top.
  var detailCoordinators: [ProductDetailCoordinator] {
    childCoordinators.compactMap { $0 as? ProductDetailCoordinator }
  }

  // MARK: - Routes

  func handle(_ route: ProductListViewModel.Route) {
    switch route {
    case .detail(let id):
      startDetail(of: id)?.start()
    }
  }

  /// Shows the detail of `id` directly above the list, replacing whatever was above it (a deep
  /// link). The list controller is reused.
  func showProduct(_ id: ProductID) {
    guard let listViewController else { return }
    startDetail(of: id)?.start(replacingStackAbove: listViewController)
  }

  /// A new detail flow on this tab's stack, kept as a child; nil before the tab started.
  private func startDetail(of id: ProductID) -> ProductDetailCoordinator? {
    guard let navigationController else { return nil }
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
