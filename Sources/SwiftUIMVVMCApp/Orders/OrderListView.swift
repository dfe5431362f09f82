import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// The orders list: loading, failure and retry, empty, or the orders newest first.
struct OrderListView: View {
  let viewModel: OrderListViewModel

  var body: some View {
    let phase = viewModel.state.phase
    VStack {
      if phase == .loading {
        ProgressView().accessibilityIdentifier(ElementID.ordersLoading)
      }
      if phase == .failed {
        Text(AppText.ordersLoadFailed).accessibilityIdentifier(ElementID.ordersError)
        Button(AppText.retry) { viewModel.doAction(.view(.retryTapped)) }
          .accessibilityIdentifier(ElementID.ordersRetry)
      }
      if case .loaded(let orders) = phase {
        if orders.isEmpty {
          Text(AppText.noOrders).accessibilityIdentifier(ElementID.ordersEmpty)
        } else {
          List(orders.indices, id: \.self) { index in
            OrderRow(order: orders[index]).accessibilityIdentifier(ElementID.orderRow(orders[index].id))
          }
          .accessibilityIdentifier(ElementID.ordersList)
        }
      }
    }
    .navigationTitle(AppText.ordersTitle)
    .onAppear { viewModel.doAction(.view(.willAppear)) }
    .onDisappear { viewModel.doAction(.view(.didDisappear)) }
  }
}

/// One order: the product's name and the total.
private struct OrderRow: View {
  let order: Order

  var body: some View {
    HStack {
      Text(order.title).accessibilityIdentifier(ElementID.orderTitle(order.id))
      Text(PriceFormatter.format(order.total)).accessibilityIdentifier(ElementID.orderTotal(order.id))
    }
  }
}
