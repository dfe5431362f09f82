import Domain
import Foundation

/// Payloads the tests answer with.
public enum Fixtures {
  public static let phone = ProductDTO(
    productID: "p1", productName: "Phone", price: 1299, imageURL: nil, isFavorited: false)
  public static let phoneCase = ProductDTO(
    productID: "p2", productName: "Case", price: 19.5, imageURL: nil, isFavorited: true)
  public static let products = [phone, phoneCase]

  public static func detail(
    _ id: String = "p1", name: String = "Phone", isFavorited: Bool = false
  ) -> ProductDetailDTO {
    ProductDetailDTO(
      productID: id, productName: name, price: 1299, description: "A phone.", imageURL: nil,
      isFavorited: isFavorited)
  }

  public static func order(_ id: String, createdAt: String = "2026-01-01T09:00:00Z") -> OrderDTO {
    OrderDTO(orderID: id, productID: "p1", productName: "Phone", total: 1299, createdAt: createdAt)
  }

  public static func record(_ id: String, minutes: Double) -> BMIRecord {
    BMIRecord(
      id: id, date: Date(timeIntervalSince1970: 1_767_258_000 + minutes * 60), heightCm: 180, weightKg: 75,
      value: 23.1, category: .normal, standard: .who)
  }
}
