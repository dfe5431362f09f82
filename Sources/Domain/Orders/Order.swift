import Foundation

/// An order the user placed.
public struct Order: Equatable, Hashable, Sendable, Identifiable {
  public let id: String
  public let productID: ProductID
  /// The ordered product's name, shown as the row title.
  public let title: String
  public let total: Money
  public let createdAt: Date

  public init(id: String, productID: ProductID, title: String, total: Money, createdAt: Date) {
    self.id = id
    self.productID = productID
    self.title = title
    self.total = total
    self.createdAt = createdAt
  }
}

extension Array where Element == Order {
  /// Newest first; orders placed at the same instant keep the API's order.
  public func sortedNewestFirst() -> [Order] {
    enumerated()
      .sorted { lhs, rhs in
        lhs.element.createdAt != rhs.element.createdAt
          ? lhs.element.createdAt > rhs.element.createdAt : lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}
