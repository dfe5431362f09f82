import Foundation

/// An order as the API sends it (`placeOrder`, `fetchOrders`).
///
/// `created_at` is an ISO 8601 instant in UTC (`2026-01-01T09:00:00Z`).
public struct OrderDTO: Codable, Equatable, Sendable {
  public let orderID: String
  public let productID: String
  public let productName: String
  public let total: Double
  public let createdAt: String

  enum CodingKeys: String, CodingKey {
    case orderID = "order_id"
    case productID = "product_id"
    case productName = "product_name"
    case total
    case createdAt = "created_at"
  }

  public init(orderID: String, productID: String, productName: String, total: Double, createdAt: String) {
    self.orderID = orderID
    self.productID = productID
    self.productName = productName
    self.total = total
    self.createdAt = createdAt
  }

  /// The domain model; a `created_at` that is not an ISO 8601 instant (``ISO8601/parse(_:)``)
  /// sorts as the oldest, below every dated order (also one from before 1970).
  public func toDomain() -> Order {
    Order(
      id: orderID, productID: ProductID(productID), title: productName, total: Money(dollars: total),
      createdAt: ISO8601.parse(createdAt) ?? ISO8601.beforeEveryInstant)
  }
}
