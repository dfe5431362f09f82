import Domain
import Foundation
import Testing

/// API payloads keep their snake_case keys in the DTOs and become domain models at the edge.
@Suite struct DTODecodingTests {
  // MARK: - Products

  @Test func productsListDecodesInAPIOrderWithOptionalImageURL() throws {
    let json = """
      [
        {"product_id": "p1", "product_name": "Laptop", "price": 1299,
         "image_url": "https://example.com/p1.png", "is_favorited": true},
        {"product_id": "p2", "product_name": "Mouse", "price": 24.5, "is_favorited": false},
        {"product_id": "p3", "product_name": "Cable", "price": 0.99, "image_url": null,
         "is_favorited": false}
      ]
      """
    let dtos = try DTODecoder.decode([ProductDTO].self, from: Data(json.utf8))

    #expect(
      dtos == [
        ProductDTO(
          productID: "p1", productName: "Laptop", price: 1299, imageURL: "https://example.com/p1.png",
          isFavorited: true),
        ProductDTO(productID: "p2", productName: "Mouse", price: 24.5, imageURL: nil, isFavorited: false),
        ProductDTO(productID: "p3", productName: "Cable", price: 0.99, imageURL: nil, isFavorited: false),
      ])
    #expect(
      dtos.map { $0.toDomain() } == [
        Product(
          id: "p1", name: "Laptop", price: Money(cents: 129_900), imageURL: "https://example.com/p1.png",
          isFavorite: true),
        Product(id: "p2", name: "Mouse", price: Money(cents: 2450), isFavorite: false),
        Product(id: "p3", name: "Cable", price: Money(cents: 99), isFavorite: false),
      ])
  }

  @Test func emptyProductsListDecodesAsEmpty() throws {
    #expect(try DTODecoder.decode([ProductDTO].self, from: Data("[]".utf8)).isEmpty)
  }

  @Test func productMapsIDPriceAndFavouriteFlag() {
    let product = ProductDTO(
      productID: "p42", productName: "Desk", price: 1_234_567.891, imageURL: nil, isFavorited: true
    )
    .toDomain()
    #expect(product.id == ProductID("p42"))
    #expect(product.id.rawValue == "p42")
    #expect(product.price == Money(cents: 123_456_789))
    #expect(product.price.description == "$1,234,567.89")
    #expect(product.isFavorite)
  }

  // MARK: - Detail

  @Test func productDetailDecodesAndMapsToDomain() throws {
    let json = """
      {"product_id": "p1", "product_name": "Laptop", "price": 1299.5,
       "description": "A fast laptop.", "is_favorited": false}
      """
    let dto = try DTODecoder.decode(ProductDetailDTO.self, from: Data(json.utf8))
    #expect(
      dto
        == ProductDetailDTO(
          productID: "p1", productName: "Laptop", price: 1299.5, description: "A fast laptop.",
          imageURL: nil, isFavorited: false))

    let detail = dto.toDomain()
    #expect(
      detail
        == ProductDetail(
          id: "p1", name: "Laptop", price: Money(cents: 129_950), description: "A fast laptop.",
          isFavorite: false))
    #expect(
      detail.summary == Product(id: "p1", name: "Laptop", price: Money(cents: 129_950), isFavorite: false))
  }

  @Test func productDetailKeepsItsImageURL() throws {
    let json = """
      {"product_id": "p2", "product_name": "Mouse", "price": 24, "description": "",
       "image_url": "https://example.com/p2.png", "is_favorited": true}
      """
    let detail = try DTODecoder.decode(ProductDetailDTO.self, from: Data(json.utf8)).toDomain()
    #expect(detail.imageURL == "https://example.com/p2.png")
    #expect(detail.summary.imageURL == "https://example.com/p2.png")
    #expect(detail.summary.isFavorite)
  }

  // MARK: - Orders

  @Test func orderDecodesAndMapsTotalAndInstant() throws {
    let json = """
      {"order_id": "o1", "product_id": "p1", "product_name": "Laptop", "total": 1299,
       "created_at": "2026-01-01T09:00:00Z"}
      """
    let dto = try DTODecoder.decode(OrderDTO.self, from: Data(json.utf8))
    #expect(
      dto
        == OrderDTO(
          orderID: "o1", productID: "p1", productName: "Laptop", total: 1299,
          createdAt: "2026-01-01T09:00:00Z"))
    #expect(
      dto.toDomain()
        == Order(
          id: "o1", productID: "p1", title: "Laptop", total: Money(cents: 129_900),
          createdAt: Date(timeIntervalSince1970: 1_767_258_000)))
  }

  @Test func ordersDecodeAndSortNewestFirst() throws {
    let json = """
      [
        {"order_id": "o1", "product_id": "p1", "product_name": "Laptop", "total": 1299,
         "created_at": "2026-01-01T09:00:00Z"},
        {"order_id": "o2", "product_id": "p2", "product_name": "Mouse", "total": 24.5,
         "created_at": "2026-01-02T09:00:00Z"},
        {"order_id": "o3", "product_id": "p3", "product_name": "Cable", "total": 0.99,
         "created_at": "2026-01-01T09:00:00Z"}
      ]
      """
    let orders = try DTODecoder.decode([OrderDTO].self, from: Data(json.utf8)).map { $0.toDomain() }
    #expect(orders.map(\.id) == ["o1", "o2", "o3"])
    #expect(orders.sortedNewestFirst().map(\.id) == ["o2", "o1", "o3"])
    #expect(orders.map(\.total.description) == ["$1,299.00", "$24.50", "$0.99"])
    #expect(orders.map(\.productID) == ["p1", "p2", "p3"])
  }

  @Test func orderWithUnreadableInstantSortsAsTheEarliest() throws {
    let order = OrderDTO(
      orderID: "o9", productID: "p1", productName: "Laptop", total: 1, createdAt: "yesterday"
    )
    .toDomain()
    #expect(order.createdAt == ISO8601.beforeEveryInstant)
    #expect(try order.createdAt < #require(ISO8601.parse("0000-01-01T00:00:00+23:59")))
  }

  @Test func orderWithUnreadableInstantSortsBelowOrdersFromBefore1970() {
    let orders = [
      OrderDTO(orderID: "undated", productID: "p1", productName: "Laptop", total: 1, createdAt: "2026-01-01"),
      OrderDTO(
        orderID: "moon", productID: "p1", productName: "Laptop", total: 1, createdAt: "1969-07-20T20:17:00Z"),
    ]
    .map { $0.toDomain() }
    #expect(orders.sortedNewestFirst().map(\.id) == ["moon", "undated"])
  }

  @Test func orderInstantMayHaveAFractionOfASecond() throws {
    let order = OrderDTO(
      orderID: "o1", productID: "p1", productName: "Laptop", total: 1, createdAt: "2026-01-01T09:00:00.500Z"
    )
    .toDomain()
    #expect(order.createdAt == Date(timeIntervalSince1970: 1_767_258_000.5))
  }

  // MARK: - Round trip

  @Test func encodingWritesTheAPIsSnakeCaseKeys() throws {
    let dto = ProductDTO(productID: "p1", productName: "Laptop", price: 1, imageURL: nil, isFavorited: true)
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(dto)) as? [String: Any]
    #expect(Set(try #require(object).keys) == ["product_id", "product_name", "price", "is_favorited"])
  }
}
