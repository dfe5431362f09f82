import Domain
import Foundation

/// Payloads and entities the tests share.
enum Fixtures {
  static func product(_ id: String, name: String, price: Double, isFavorite: Bool = false) -> ProductDTO {
    ProductDTO(productID: id, productName: name, price: price, imageURL: nil, isFavorited: isFavorite)
  }

  static func detail(_ id: String, name: String, price: Double, isFavorite: Bool = false) -> ProductDetailDTO
  {
    ProductDetailDTO(
      productID: id, productName: name, price: price, description: "About \(name)", imageURL: nil,
      isFavorited: isFavorite)
  }

  static func order(
    _ id: String, name: String, total: Double = 1299, createdAt: String = "2026-01-01T09:00:00Z"
  )
    -> OrderDTO
  {
    OrderDTO(orderID: id, productID: "p1", productName: name, total: total, createdAt: createdAt)
  }

  /// Three products: Phone $1,299.00, Case $19.99 (favourite), Cable $9.50.
  static let threeProducts = [
    product("p1", name: "Phone", price: 1299),
    product("p2", name: "Case", price: 19.99, isFavorite: true),
    product("p3", name: "Cable", price: 9.5),
  ]

  static func record(_ id: String, hoursAfterNewYear hours: Double, value: Double = 22.9) -> BMIRecord {
    BMIRecord(
      id: id, date: Date(timeIntervalSince1970: 1_767_225_600 + hours * 3600), heightCm: 170, weightKg: 66,
      value: value, category: .normal, standard: .who)
  }
}
