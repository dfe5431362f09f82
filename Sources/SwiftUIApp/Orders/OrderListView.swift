import AppContract
import Domain
import HeadlessSwiftUI

/// The Orders tab's root: loading, failure and retry, empty, or the orders newest first.
struct OrderListView: View {
  @Environment(OrdersModel.self) private var orders
  @Environment(\.productAPI) private var api

  var body: some View {
    VStack {
      if orders.state.isLoading {
        ProgressView().accessibilityIdentifier(ElementID.ordersLoading)
      }
      if orders.state.isFailed {
        Text(AppText.ordersLoadFailed).accessibilityIdentifier(ElementID.ordersError)
        Button(AppText.retry) { orders.load(api: api) }.accessibilityIdentifier(ElementID.ordersRetry)
      }
      if let loaded = orders.state.value {
        if loaded.isEmpty {
          Text(AppText.noOrders).accessibilityIdentifier(ElementID.ordersEmpty)
        } else {
          List(Array(loaded.enumerated()), id: \.offset) { row in
            OrderRowView(order: row.element).accessibilityIdentifier(ElementID.orderRow(row.element.id))
          }
          .accessibilityIdentifier(ElementID.ordersList)
        }
      }
    }
    .navigationTitle(AppText.ordersTitle)
    .screenName(ScreenName.orderList)
    .onAppear { orders.loadIfNeeded(api: api) }
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
