import Foundation
import Synchronization

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

  /// The domain model; a `created_at` that is not ISO 8601 sorts as the oldest, below every
  /// dated order (also one from before 1970).
  public func toDomain() -> Order {
    Order(
      id: orderID, productID: ProductID(productID), title: productName, total: Money(dollars: total),
      createdAt: ISO8601.parse(createdAt) ?? .distantPast)
  }
}

/// Parsing of the API's `2026-01-01T09:00:00Z` timestamps, independent of locale.
public enum ISO8601 {
  /// The formatters, made once: making one costs far more than parsing a date with it (it showed
  /// in profiles of scenario parsing, whose order fixtures hold many dates).
  private struct Formatters {
    let plain = ISO8601DateFormatter(options: [.withInternetDateTime])
    let fractional = ISO8601DateFormatter(options: [.withInternetDateTime, .withFractionalSeconds])
  }

  private static let formatters = Mutex(Formatters())

  /// An internet date-time, with or without a fraction of a second (`2026-01-01T09:00:00Z`,
  /// `2026-01-01T09:00:00.5Z`, `2026-01-01T10:00:00+01:00`); nil for anything else.
  public static func parse(_ text: String) -> Date? {
    formatters.withLock { $0.plain.date(from: text) ?? $0.fractional.date(from: text) }
  }

  /// `date` as an internet date-time in UTC, without a fraction of a second.
  public static func format(_ date: Date) -> String {
    formatters.withLock { $0.plain.string(from: date) }
  }
}

extension ISO8601DateFormatter {
  fileprivate convenience init(options: ISO8601DateFormatter.Options) {
    self.init()
    formatOptions = options
  }
}
