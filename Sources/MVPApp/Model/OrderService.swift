import Domain

/// Orders: placing one (and telling observers it was placed) and fetching the list.
@MainActor
final class OrderService {
  private let api: any ProductAPI
  private let observers = ObserverList<any OrderObserver>()

  init(api: any ProductAPI) {
    self.api = api
  }

  func addObserver(_ observer: any OrderObserver) {
    observers.add(observer)
  }

  /// Places an order for one unit of `productID`; observers hear of it before this returns.
  func placeOrder(productID: ProductID) async throws(APIError) -> Order {
    let order = try await api.placeOrder(productID: productID).toDomain()
    observers.notify { $0.orderService(self, didPlace: order) }
    return order
  }

  /// The user's orders, newest first.
  func fetchOrders() async throws(APIError) -> [Order] {
    try await api.fetchOrders().map { $0.toDomain() }.sortedNewestFirst()
  }
}
