import Domain
import HeadlessUI
import MVVMCCore

/// The flow of one product's detail, pushed on the Products stack. Lives while its screen is in
/// the stack; Buy leaves the tab, so it goes to the app coordinator.
final class ProductDetailCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  weak var appRouter: (any AppRouting)?
  /// The detail's view model, while its screen exists.
  private(set) weak var viewModel: ProductDetailViewModel?

  private let productID: ProductID
  private weak var navigationController: NavigationController?
  private let dependencies: AppDependencies
  private weak var viewController: ProductDetailViewController?

  init(productID: ProductID, navigationController: NavigationController, dependencies: AppDependencies) {
    self.productID = productID
    self.navigationController = navigationController
    self.dependencies = dependencies
  }

  /// Pushes the detail screen.
  func start() {
    navigationController?.pushViewController(makeScreen())
  }

  /// Shows the detail screen directly above `root`, replacing the rest of the stack.
  func start(replacingStackAbove root: ViewController) {
    navigationController?.setViewControllers([root, makeScreen()])
  }

  /// Ends the flow once its screen left the stack: the view model cancels what it still loads.
  func finish() {
    viewModel?.doAction(.flow(.flowEnded))
  }

  /// Whether the detail screen is still in `navigationController`'s stack.
  func isShown(in navigationController: NavigationController) -> Bool {
    guard let viewController else { return false }
    return navigationController.viewControllers.contains { $0 === viewController }
  }

  private func makeScreen() -> ProductDetailViewController {
    let viewModel = ProductDetailViewModel(
      productID: productID, api: dependencies.api, favorites: dependencies.favorites, work: dependencies.work)
    viewModel.onRoute = { [weak self] route in self?.handle(route) }
    let screen = ProductDetailViewController(viewModel: viewModel, work: dependencies.work)
    screen.trackLifetime(of: self, role: "coordinator")
    self.viewModel = viewModel
    viewController = screen
    return screen
  }

  // MARK: - Routes

  func handle(_ route: ProductDetailViewModel.Route) {
    switch route {
    case .checkout(let product):
      appRouter?.route(.checkout(product))
    }
  }
}
