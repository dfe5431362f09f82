import AppContract
import HeadlessSwiftUI
import MVVMCCore

/// Hosts the orders list, the Orders tab's root. Order rows lead nowhere, so it routes nothing;
/// the checkout's host controller tells it when an order was placed.
final class OrderListHostController: HostingController<OrderListView> {
  let viewModel: OrderListViewModel

  init(dependencies: AppDependencies) {
    let viewModel = OrderListViewModel(api: dependencies.api, work: dependencies.work)
    self.viewModel = viewModel
    super.init(rootView: OrderListView(viewModel: viewModel), screenName: ScreenName.orderList)
    title = AppText.ordersTitle
    trackLifetime(of: viewModel, role: "view model")
  }

  /// An order was placed: told before the tab is selected, so the list loads exactly once.
  func orderWasPlaced() {
    viewModel.doAction(.flow(.orderPlaced))
  }
}
