import Domain
import ReducerRuntime

/// The shop API as the features see it: domain models in, domain models out. A struct of
/// closures, so tests build one from exactly the calls they expect.
public struct ProductClient: Sendable {
  public var fetchProducts: @Sendable () async throws(APIError) -> [Product]
  public var fetchProduct: @Sendable (ProductID) async throws(APIError) -> ProductDetail
  public var setFavorite: @Sendable (ProductID, Bool) async throws(APIError) -> Void
  public var placeOrder: @Sendable (ProductID) async throws(APIError) -> Order
  public var fetchOrders: @Sendable () async throws(APIError) -> [Order]

  public init(
    fetchProducts: @escaping @Sendable () async throws(APIError) -> [Product],
    fetchProduct: @escaping @Sendable (ProductID) async throws(APIError) -> ProductDetail,
    setFavorite: @escaping @Sendable (ProductID, Bool) async throws(APIError) -> Void,
    placeOrder: @escaping @Sendable (ProductID) async throws(APIError) -> Order,
    fetchOrders: @escaping @Sendable () async throws(APIError) -> [Order]
  ) {
    self.fetchProducts = fetchProducts
    self.fetchProduct = fetchProduct
    self.setFavorite = setFavorite
    self.placeOrder = placeOrder
    self.fetchOrders = fetchOrders
  }
}
