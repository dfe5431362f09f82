import AppContract
import HeadlessUI
import MVVMCCore

/// The Orders tab: the orders list, which hears from the app when an order was placed.
final class OrdersCoordinator: TabCoordinator {
  let tab = Tab.orders
  private(set) var navigationController: NavigationController?
  var childCoordinators: [any Coordinator] = []
  /// The list's view model, while its screen exists (the screen owns it).
  private(set) weak var listViewModel: OrderListViewModel?
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the orders list, the tab's root. Order rows lead nowhere: no routes to connect.
  func start() {
    let viewModel = OrderListViewModel(api: dependencies.api, work: dependencies.work)
    let screen = OrderListViewController(viewModel: viewModel, work: dependencies.work)
    listViewModel = viewModel
    navigationController = makeNavigationController(root: screen)
  }

  /// Tells the list an order was placed, before the tab is shown, so it loads exactly once.
  func orderWasPlaced() {
    listViewModel?.doAction(.flow(.orderPlaced))
  }
}
