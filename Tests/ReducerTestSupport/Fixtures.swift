import Domain
import Foundation

/// Sample data shared by the tests.
public enum Fixtures {
  public static let phone = Product(id: "p1", name: "Phone", price: Money(cents: 129_900), isFavorite: false)
  public static let phoneCase = Product(id: "p2", name: "Case", price: Money(cents: 1_999), isFavorite: true)
  public static let products = [phone, phoneCase]

  public static let phoneDetail = ProductDetail(
    id: "p1", name: "Phone", price: Money(cents: 129_900), description: "A phone.", isFavorite: false)

  public static let order = Order(
    id: "o1", productID: "p1", title: "Phone", total: Money(cents: 129_900),
    createdAt: Date(timeIntervalSince1970: 1_767_258_000))
  public static let olderOrder = Order(
    id: "o0", productID: "p2", title: "Case", total: Money(cents: 1_999),
    createdAt: Date(timeIntervalSince1970: 1_767_000_000))

  public static let now = Date(timeIntervalSince1970: 1_767_258_000)

  public static func record(_ id: String, secondsAfterNow offset: TimeInterval = 0) -> BMIRecord {
    BMIRecord(
      id: id, date: now.addingTimeInterval(offset), heightCm: 170, weightKg: 65, value: 22.5,
      category: .normal, standard: .who)
  }
}

extension ProductDTO {
  public init(_ product: Product) {
    self.init(
      productID: product.id.rawValue, productName: product.name, price: Double(product.price.cents) / 100,
      imageURL: nil, isFavorited: product.isFavorite)
  }
}

extension ProductDetailDTO {
  public init(_ product: ProductDetail) {
    self.init(
      productID: product.id.rawValue, productName: product.name, price: Double(product.price.cents) / 100,
      description: product.description, imageURL: nil, isFavorited: product.isFavorite)
  }
}

extension OrderDTO {
  public init(_ order: Order) {
    self.init(
      orderID: order.id, productID: order.productID.rawValue, productName: order.title,
      total: Double(order.total.cents) / 100, createdAt: ISO8601.format(order.createdAt))
  }
}
