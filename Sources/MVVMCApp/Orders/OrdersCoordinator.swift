import AppContract
import HeadlessUI

/// The Orders tab: the orders list, which hears from the app when an order was placed.
final class OrdersCoordinator: TabCoordinator {
  let tab = Tab.orders
  let navigationController: NavigationController
  var childCoordinators: [any Coordinator] = []
  let listViewModel: OrderListViewModel

  init(dependencies: AppDependencies) {
    listViewModel = OrderListViewModel(api: dependencies.api, work: dependencies.work)
    let screen = OrderListViewController(viewModel: listViewModel, work: dependencies.work)
    navigationController = Self.makeNavigationController(tab: tab, root: screen)
  }

  /// Order rows lead nowhere: nothing to connect.
  func start() {}

  /// Tells the list an order was placed, before the tab is shown, so it loads exactly once.
  func orderWasPlaced() {
    listViewModel.doAction(.flow(.orderPlaced))
  }
}
