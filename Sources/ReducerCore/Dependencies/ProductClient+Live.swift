import Domain
import ReducerRuntime

extension ProductClient {
  /// The client over the real API: DTOs are mapped to domain models here, at the edge.
  public static func live(_ api: any ProductAPI) -> Self {
    Self(
      fetchProducts: { () async throws(APIError) -> [Product] in
        try await api.fetchProducts().map { $0.toDomain() }
      },
      fetchProduct: { id async throws(APIError) -> ProductDetail in
        try await api.fetchProduct(id: id).toDomain()
      },
      setFavorite: { id, isFavorite async throws(APIError) in
        try await api.setFavorite(id: id, isFavorite: isFavorite)
      },
      placeOrder: { id async throws(APIError) -> Order in
        try await api.placeOrder(productID: id).toDomain()
      },
      fetchOrders: { () async throws(APIError) -> [Order] in
        try await api.fetchOrders().map { $0.toDomain() }
      })
  }
}
