/// One product with its description, as the API sends it (`fetchProduct`).
public struct ProductDetailDTO: Codable, Equatable, Sendable {
  public let productID: String
  public let productName: String
  public let price: Double
  public let description: String
  public let imageURL: String?
  public let isFavorited: Bool

  enum CodingKeys: String, CodingKey {
    case productID = "product_id"
    case productName = "product_name"
    case price
    case description
    case imageURL = "image_url"
    case isFavorited = "is_favorited"
  }

  public init(
    productID: String, productName: String, price: Double, description: String, imageURL: String?,
    isFavorited: Bool
  ) {
    self.productID = productID
    self.productName = productName
    self.price = price
    self.description = description
    self.imageURL = imageURL
    self.isFavorited = isFavorited
  }

  /// The domain model of this product.
  public func toDomain() -> ProductDetail {
    ProductDetail(
      id: ProductID(productID), name: productName, price: Money(dollars: price),
      description: description, imageURL: imageURL, isFavorite: isFavorited)
  }
}
