import Domain

/// A product API whose answers the test scripts, recording every call as the harness does.
@MainActor
final class FakeProductAPI: ProductAPI {
  private(set) var calls: [String] = []

  let products = Scripted<[ProductDTO], APIError>(.answer(.success([])))
  let product = Scripted<ProductDetailDTO, APIError>(.answer(.failure(.network)))
  let favorite = Scripted<Void, APIError>(.answer(.success(())))
  let order = Scripted<OrderDTO, APIError>(.answer(.failure(.network)))
  let orders = Scripted<[OrderDTO], APIError>(.answer(.success([])))

  func fetchProducts() async throws(APIError) -> [ProductDTO] {
    calls.append("fetchProducts")
    return try await products.respond()
  }

  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    calls.append("fetchProduct \(id)")
    return try await product.respond()
  }

  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    calls.append("setFavorite \(id) \(isFavorite)")
    try await favorite.respond()
  }

  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    calls.append("placeOrder \(productID)")
    return try await order.respond()
  }

  func fetchOrders() async throws(APIError) -> [OrderDTO] {
    calls.append("fetchOrders")
    return try await orders.respond()
  }

  /// The calls since the last take.
  func takeCalls() -> [String] {
    defer { calls.removeAll() }
    return calls
  }
}
