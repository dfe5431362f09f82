/// The remote shop API. Every method is a call the harness records and a scenario scripts.
public protocol ProductAPI: Sendable {
  func fetchProducts() async throws(APIError) -> [ProductDTO]
  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO
  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError)
  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO
  func fetchOrders() async throws(APIError) -> [OrderDTO]
}

/// Why an API call failed.
public enum APIError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No connection, or the connection dropped.
  case network
  /// The request took too long.
  case timeout
  /// The server answered with an HTTP error status.
  case server(status: Int)
  /// The payload did not match the DTO; the text names the key path.
  case decoding(String)
  /// The call was cancelled (the screen that made it went away).
  case cancelled

  public var description: String {
    switch self {
    case .network: "network error"
    case .timeout: "timed out"
    case .server(let status): "server error \(status)"
    case .decoding(let detail): "bad payload: \(detail)"
    case .cancelled: "cancelled"
    }
  }
}
