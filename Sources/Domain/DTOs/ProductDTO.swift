/// A product as the API sends it in the list (`fetchProducts`). Keys stay the API's snake_case.
public struct ProductDTO: Codable, Equatable, Sendable {
  public let productID: String
  public let productName: String
  public let price: Double
  public let imageURL: String?
  public let isFavorited: Bool

  enum CodingKeys: String, CodingKey {
    case productID = "product_id"
    case productName = "product_name"
    case price
    case imageURL = "image_url"
    case isFavorited = "is_favorited"
  }

  public init(productID: String, productName: String, price: Double, imageURL: String?, isFavorited: Bool) {
    self.productID = productID
    self.productName = productName
    self.price = price
    self.imageURL = imageURL
    self.isFavorited = isFavorited
  }

  /// The domain model of this product.
  public func toDomain() -> Product {
    Product(
      id: ProductID(productID), name: productName, price: Money(dollars: price), imageURL: imageURL,
      isFavorite: isFavorited)
  }
}
