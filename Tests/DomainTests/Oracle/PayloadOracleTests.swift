import Domain
import Foundation
import Testing

/// The DTOs and their domain models, held to the spec's payload sentences: what a payload written
/// by hand carries is what the model holds, and so what the screens show.
@Suite struct PayloadOracleTests {
  static let draws = 300

  /// A product the generator wrote, as the values it chose.
  struct WrittenProduct {
    let id: String, name: String, amount: String, description: String, imageURL: String?, favourite: Bool
  }

  static func product(_ random: inout OracleRandom) -> WrittenProduct {
    WrittenProduct(
      id: PayloadGenerator.string(&random), name: PayloadGenerator.string(&random),
      amount: AmountGenerator.json(&random), description: PayloadGenerator.string(&random),
      imageURL: random.chance(50) ? nil : "https://example.com/" + PayloadGenerator.string(&random),
      favourite: random.chance(50))
  }

  static func json(_ product: WrittenProduct, detail: Bool, _ random: inout OracleRandom) -> String {
    var fields = [
      ("product_id", PayloadGenerator.json(product.id, &random)),
      ("product_name", PayloadGenerator.json(product.name, &random)), ("price", product.amount),
      ("is_favorited", product.favourite ? "true" : "false"),
    ]
    // No image: `null`, or no `image_url` key at all.
    if let url = product.imageURL {
      fields.append(("image_url", PayloadGenerator.json(url, &random)))
    } else if random.chance(50) {
      fields.append(("image_url", "null"))
    }
    if detail { fields.append(("description", PayloadGenerator.json(product.description, &random))) }
    return PayloadGenerator.object(fields + PayloadGenerator.unknownFields(&random), &random)
  }

  static func price(_ amount: String) -> String {
    let rounded = ReferencePrice.roundedCents(json: amount)
    return ReferencePrice.text(negative: rounded.negative, centDigits: rounded.centDigits)
  }

  @Test(
    "dto.snake-case-keys, dto.image-url-optional, dto.unknown-keys-and-absent-image-url: products are read with the API's snake_case keys, a null or absent image_url like any other, members the app does not read ignored, and carry what the screens show",
    arguments: OracleSeeds.all)
  func productsCarryWhatThePayloadSays(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    let written = (0..<Self.draws).map { _ in Self.product(&random) }
    let list = "[" + written.map { Self.json($0, detail: false, &random) }.joined(separator: ",") + "]"
    let products = try DTODecoder.decode([ProductDTO].self, from: Data(list.utf8)).map { $0.toDomain() }
    #expect(products.count == written.count)
    for (product, expected) in zip(products, written) {
      #expect(product.id.rawValue == expected.id)
      #expect(product.name == expected.name)
      #expect(PriceFormatter.format(product.price) == Self.price(expected.amount))
      #expect(product.imageURL == expected.imageURL)
      #expect(product.isFavorite == expected.favourite)
    }
    for expected in written.prefix(Self.draws / 3) {
      let detail = try DTODecoder.decode(
        ProductDetailDTO.self, from: Data(Self.json(expected, detail: true, &random).utf8)
      ).toDomain()
      #expect(detail.id.rawValue == expected.id)
      #expect(detail.name == expected.name)
      #expect(detail.imageURL == expected.imageURL)
      #expect(detail.isFavorite == expected.favourite)
      #expect(PriceFormatter.format(detail.price) == Self.price(expected.amount))
      #expect(detail.description == expected.description)
    }
  }

  @Test(
    "dto.snake-case-keys, dto.unknown-keys-and-absent-image-url: orders are read with the API's snake_case keys, members the app does not read ignored, and carry what the screens show",
    arguments: OracleSeeds.all)
  func ordersCarryWhatThePayloadSays(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let (id, productID, name) = (
        PayloadGenerator.string(&random), PayloadGenerator.string(&random), PayloadGenerator.string(&random)
      )
      let amount = AmountGenerator.json(&random)
      let createdAt = InstantTextGenerator.instant(&random, wellFormed: true, fractionDigits: 1...1)
      let json = PayloadGenerator.object(
        [
          ("order_id", PayloadGenerator.json(id, &random)),
          ("product_id", PayloadGenerator.json(productID, &random)),
          ("product_name", PayloadGenerator.json(name, &random)), ("total", amount),
          ("created_at", PayloadGenerator.json(createdAt, &random)),
        ] + PayloadGenerator.unknownFields(&random), &random)
      let order = try DTODecoder.decode(OrderDTO.self, from: Data(json.utf8)).toDomain()
      #expect(order.id == id)
      #expect(order.productID.rawValue == productID)
      #expect(order.title == name)
      #expect(PriceFormatter.format(order.total) == Self.price(amount), "\(amount)")
      let instant = try #require(ReferenceInstant(createdAt))
      let seconds = instant.secondsSince1970
      #expect(
        abs(order.createdAt.timeIntervalSince1970 - seconds) <= InstantOracleTests.resolution(at: seconds),
        "\(createdAt)")
    }
  }
}
