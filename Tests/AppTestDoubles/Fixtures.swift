import Domain
import Foundation

/// Payloads the fakes answer with.
public enum Fixtures {
  public static let productDTOs = [
    ProductDTO(productID: "p1", productName: "Phone", price: 1299, imageURL: nil, isFavorited: false),
    ProductDTO(productID: "p2", productName: "Case", price: 19.5, imageURL: nil, isFavorited: true),
  ]

  /// The detail of `id`, favourite as listed unless `isFavorited` says otherwise.
  public static func detailDTO(id: ProductID, isFavorited: Bool? = nil) -> ProductDetailDTO {
    let listed = productDTOs.first { $0.productID == id.rawValue }
    return ProductDetailDTO(
      productID: id.rawValue, productName: listed?.productName ?? "Item \(id)", price: listed?.price ?? 1,
      description: "About \(id)", imageURL: nil, isFavorited: isFavorited ?? listed?.isFavorited ?? false)
  }

  public static func orderDTO(id: String, createdAt: String) -> OrderDTO {
    OrderDTO(orderID: id, productID: "p1", productName: "Phone", total: 1299, createdAt: createdAt)
  }

  public static func record(id: String, hour: Int, value: Double = 22.9) -> BMIRecord {
    BMIRecord(
      id: id, date: FixedClock.instant.addingTimeInterval(Double(hour) * 3600), heightCm: 170, weightKg: 66,
      value: value, category: .normal, standard: .who)
  }
}
