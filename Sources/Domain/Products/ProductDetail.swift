/// Everything the detail screen shows about one product.
public struct ProductDetail: Equatable, Hashable, Sendable, Identifiable {
  public let id: ProductID
  public let name: String
  public let price: Money
  public let description: String
  public let imageURL: String?
  public var isFavorite: Bool

  public init(
    id: ProductID, name: String, price: Money, description: String, imageURL: String? = nil,
    isFavorite: Bool
  ) {
    self.id = id
    self.name = name
    self.price = price
    self.description = description
    self.imageURL = imageURL
    self.isFavorite = isFavorite
  }

  /// The list-level view of this product.
  public var summary: Product {
    Product(id: id, name: name, price: price, imageURL: imageURL, isFavorite: isFavorite)
  }
}
