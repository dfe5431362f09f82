import Domain

/// A product API that answers from its properties, records every call as text and can hold
/// `fetchProduct`, `setFavorite` and `placeOrder` calls until the test releases them. A held call
/// answers when released even if its task was cancelled meanwhile, as a server does.
@MainActor
public final class FakeProductAPI: ProductAPI {
  public private(set) var calls: [String] = []
  public var products: Result<[ProductDTO], APIError> = .success(Fixtures.productDTOs)
  public var productFailure: APIError?
  /// The `is_favorited` of every `fetchProduct` payload, when set (else the listed product's).
  public var productIsFavorited: Bool?
  public var favoriteFailure: APIError?
  public var orderResult: Result<OrderDTO, APIError> = .success(
    Fixtures.orderDTO(id: "o1", createdAt: "2026-01-02T09:00:00Z"))
  public var orders: Result<[OrderDTO], APIError> = .success([])
  public var holdsProductCalls = false
  public var holdsFavoriteCalls = false
  public var holdsOrderCalls = false
  public let heldProductCalls = HeldCalls()
  public let heldFavoriteCalls = HeldCalls()
  public let heldOrderCalls = HeldCalls()

  public init() {}

  public func fetchProducts() async throws(APIError) -> [ProductDTO] {
    calls.append("fetchProducts")
    return try products.get()
  }

  public func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    calls.append("fetchProduct \(id)")
    if holdsProductCalls { await heldProductCalls.hold() }
    if let productFailure { throw productFailure }
    return Fixtures.detailDTO(id: id, isFavorited: productIsFavorited)
  }

  public func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    calls.append("setFavorite \(id) \(isFavorite)")
    if holdsFavoriteCalls { await heldFavoriteCalls.hold() }
    if let favoriteFailure { throw favoriteFailure }
  }

  public func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    calls.append("placeOrder \(productID)")
    if holdsOrderCalls { await heldOrderCalls.hold() }
    return try orderResult.get()
  }

  public func fetchOrders() async throws(APIError) -> [OrderDTO] {
    calls.append("fetchOrders")
    return try orders.get()
  }

  /// Forgets the calls so far.
  public func resetCalls() { calls.removeAll() }
}
