import AppContract
import Domain
import ReducerRuntime

/// The Orders list: loads on first appearance and on the first appearance after an order was
/// placed (the app marks it stale), newest first; retry loads again.
public struct OrderListFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var orders: LoadState<[Order]> = .notLoaded
    /// An order was placed since the last load: the next appearance loads again.
    public var isStale = false

    public init(orders: LoadState<[Order]> = .notLoaded, isStale: Bool = false) {
      self.orders = orders
      self.isStale = isStale
    }

    /// The `orders.error` text on screen, if any.
    public var message: String? { orders == .failed ? AppText.ordersLoadFailed : nil }
  }

  public enum Action: Equatable, Sendable {
    case viewWillAppear
    case retryTapped
    case ordersResponse(Result<[Order], APIError>)
  }

  enum CancelID { case load }

  let products: ProductClient

  public init(products: ProductClient) {
    self.products = products
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      guard state.orders == .notLoaded || state.isStale else { return .none }
      return load(&state)
    case .retryTapped:
      return load(&state)
    case .ordersResponse(.success(let orders)):
      state.orders = .loaded(orders.sortedNewestFirst())
      return .none
    case .ordersResponse(.failure):
      state.orders = .failed
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.orders = .loading
    state.isStale = false
    return .run { [products] send in
      await send(.ordersResponse(Result { () async throws(APIError) in try await products.fetchOrders() }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
