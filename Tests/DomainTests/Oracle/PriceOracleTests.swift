import Domain
import Foundation
import Testing

/// `PriceFormatter` and `Money`, held to the spec's price sentences by `ReferencePrice`.
@Suite struct PriceOracleTests {
  static let draws = 800

  @Test(
    "prices.format, prices.negative-sign-first: a price reads $, the dollars with , between thousands and two decimals, with the sign of a negative amount before the dollar sign",
    arguments: OracleSeeds.all)
  func everyAmountOfCentsReadsAsTheSpecWritesIt(seed: UInt64) {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let cents = AmountGenerator.cents(&random)
      let expected = ReferencePrice.text(cents: cents)
      #expect(PriceFormatter.format(Money(cents: cents)) == expected, "\(cents) cents")
      #expect(Money(cents: cents).description == expected, "\(cents) cents")
    }
  }

  @Test(
    "prices.rounded-to-cents, prices.format, prices.rounds-to-zero-unsigned: an API amount is rounded half away from zero to whole cents, so 1.005 reads $1.01, 999.999 reads $1,000.00 and -0.004 reads $0.00",
    arguments: OracleSeeds.all)
  func apiAmountsReadRoundedToTheNearestCent(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    let amounts = (0..<Self.draws).map { _ in AmountGenerator.json(&random) }
    let payload = amounts.enumerated().map { index, amount in
      #"{"product_id": "p\#(index)", "product_name": "P", "price": \#(amount), "image_url": null, "is_favorited": false}"#
    }
    let products = try DTODecoder.decode(
      [ProductDTO].self, from: Data(("[" + payload.joined(separator: ",") + "]").utf8))
    #expect(products.count == amounts.count)
    for (amount, product) in zip(amounts, products) {
      let rounded = ReferencePrice.roundedCents(json: amount)
      #expect(
        PriceFormatter.format(product.toDomain().price)
          == ReferencePrice.text(negative: rounded.negative, centDigits: rounded.centDigits),
        "\(amount)")
    }
  }
}
