import Domain

/// What a scripted `ProductAPI` call answers. The parser only builds answers that fit the method.
public enum APIAnswer: Equatable, Sendable {
  /// `fetchProducts`: a fixture, or `empty`.
  case products([ProductDTO])
  /// `fetchProduct`: a fixture.
  case product(ProductDetailDTO)
  /// `placeOrder`: a fixture.
  case order(OrderDTO)
  /// `fetchOrders`: a fixture, or `empty`.
  case orders([OrderDTO])
  /// `setFavorite`: `ok`.
  case ok
  /// Any method: `fail network`, `fail timeout`, `fail server <status>`.
  case failure(APIError)
}
