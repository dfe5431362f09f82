/// A product as every screen and every piece of state sees it (never a DTO).
public struct Product: Equatable, Hashable, Sendable, Identifiable {
  public let id: ProductID
  public let name: String
  public let price: Money
  public let imageURL: String?
  /// Whether the user marked this product as a favourite, as last confirmed by the API.
  public var isFavorite: Bool

  public init(id: ProductID, name: String, price: Money, imageURL: String? = nil, isFavorite: Bool) {
    self.id = id
    self.name = name
    self.price = price
    self.imageURL = imageURL
    self.isFavorite = isFavorite
  }
}

/// The identifier of a product, as the API gives it (`p1`, `p2` …).
public struct ProductID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (lhs: ProductID, rhs: ProductID) -> Bool { lhs.rawValue < rhs.rawValue }
}
