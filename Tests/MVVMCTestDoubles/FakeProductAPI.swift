import Domain

/// A product API whose answers the test scripts, recording every call as the harness does.
@MainActor
public final class FakeProductAPI: ProductAPI {
  public private(set) var calls: [String] = []

  public init() {}

  public let products = Scripted<[ProductDTO], APIError>(.answer(.success([])))
  public let product = Scripted<ProductDetailDTO, APIError>(.answer(.failure(.network)))
  public let favorite = Scripted<Void, APIError>(.answer(.success(())))
  public let order = Scripted<OrderDTO, APIError>(.answer(.failure(.network)))
  public let orders = Scripted<[OrderDTO], APIError>(.answer(.success([])))

  public func fetchProducts() async throws(APIError) -> [ProductDTO] {
    calls.append("fetchProducts")
    return try await products.respond()
  }

  public func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    calls.append("fetchProduct \(id)")
    return try await product.respond()
  }

  public func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    calls.append("setFavorite \(id) \(isFavorite)")
    try await favorite.respond()
  }

  public func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    calls.append("placeOrder \(productID)")
    return try await order.respond()
  }

  public func fetchOrders() async throws(APIError) -> [OrderDTO] {
    calls.append("fetchOrders")
    return try await orders.respond()
  }

  /// The calls since the last take.
  public func takeCalls() -> [String] {
    defer { calls.removeAll() }
    return calls
  }
}
