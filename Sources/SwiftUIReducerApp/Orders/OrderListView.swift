import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The Orders tab's root over its scope: loading, failure and retry, empty, or the orders newest
/// first. Each appearance tells the store, which loads the first time and after a new order.
struct OrderListView: View {
  let store: Store<OrderListFeature.State, OrderListFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      if state.orders == .loading {
        ProgressView().accessibilityIdentifier(ElementID.ordersLoading)
      }
      if let message = state.message {
        Text(message).accessibilityIdentifier(ElementID.ordersError)
        Button(AppText.retry) { store.send(.retryTapped) }.accessibilityIdentifier(ElementID.ordersRetry)
      }
      if let orders = state.orders.value {
        if orders.isEmpty {
          Text(AppText.noOrders).accessibilityIdentifier(ElementID.ordersEmpty)
        } else {
          List(orders.indices, id: \.self) { index in
            OrderRowView(order: orders[index]).accessibilityIdentifier(ElementID.orderRow(orders[index].id))
          }
          .accessibilityIdentifier(ElementID.ordersList)
        }
      }
    }
    .navigationTitle(AppText.ordersTitle)
    .screenName(ScreenName.orderList)
    .onAppear { store.send(.viewWillAppear) }
  }
}

/// One order: the product's name and the total.
struct OrderRowView: View {
  let order: Order

  var body: some View {
    HStack {
      Text(order.title).accessibilityIdentifier(ElementID.orderTitle(order.id))
      Text(PriceFormatter.format(order.total)).accessibilityIdentifier(ElementID.orderTotal(order.id))
    }
  }
}
