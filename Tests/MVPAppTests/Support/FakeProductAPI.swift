import Domain

/// A product API that answers from its properties, records every call as text and can hold
/// `fetchProduct`, `setFavorite` and `placeOrder` calls until the test releases them. A held call
/// answers when released even if its task was cancelled meanwhile, as a server does.
@MainActor
final class FakeProductAPI: ProductAPI {
  private(set) var calls: [String] = []
  var products: Result<[ProductDTO], APIError> = .success(Fixtures.productDTOs)
  var productFailure: APIError?
  /// The `is_favorited` of every `fetchProduct` payload, when set (else the listed product's).
  var productIsFavorited: Bool?
  var favoriteFailure: APIError?
  var orderResult: Result<OrderDTO, APIError> = .success(
    Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z"))
  var orders: Result<[OrderDTO], APIError> = .success([])
  var holdsProductCalls = false
  var holdsFavoriteCalls = false
  var holdsOrderCalls = false
  let heldProductCalls = HeldCalls()
  let heldFavoriteCalls = HeldCalls()
  let heldOrderCalls = HeldCalls()

  func fetchProducts() async throws(APIError) -> [ProductDTO] {
    calls.append("fetchProducts")
    return try products.get()
  }

  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    calls.append("fetchProduct \(id)")
    if holdsProductCalls { await heldProductCalls.hold() }
    if let productFailure { throw productFailure }
    return Fixtures.detailDTO(id: id, isFavorited: productIsFavorited)
  }

  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    calls.append("setFavorite \(id) \(isFavorite)")
    if holdsFavoriteCalls { await heldFavoriteCalls.hold() }
    if let favoriteFailure { throw favoriteFailure }
  }

  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    calls.append("placeOrder \(productID)")
    if holdsOrderCalls { await heldOrderCalls.hold() }
    return try orderResult.get()
  }

  func fetchOrders() async throws(APIError) -> [OrderDTO] {
    calls.append("fetchOrders")
    return try orders.get()
  }

  /// Forgets the calls so far.
  func resetCalls() { calls.removeAll() }
}
