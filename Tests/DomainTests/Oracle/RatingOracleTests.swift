import Domain
import Foundation
import Testing

/// The products' ratings, held to the spec's rating sentences: a rating written by hand as a JSON
/// number with up to two decimals reads as the tenths a decimal rounding gives, and a null, an
/// absent key or a value outside 0.0–5.0 reads as no rating.
@Suite struct RatingOracleTests {
  static let draws = 300

  /// A rating of `hundredths` as the API might write it: `4.35`, `-0.05`, `4`, `4.5`, `4.50`.
  static func json(hundredths: Int, _ random: inout OracleRandom) -> String {
    let sign = hundredths < 0 ? "-" : ""
    let (whole, part) = (hundredths.magnitude / 100, hundredths.magnitude % 100)
    if part == 0, random.chance(50) { return sign + String(whole) }
    let fraction = part < 10 ? "0\(part)" : String(part)
    return sign + "\(whole)."
      + (fraction.hasSuffix("0") && random.chance(50) ? String(fraction.prefix(1)) : fraction)
  }

  /// The tenths of `hundredths` rounded half away from zero, or nil outside 0–50, by integers.
  static func expectedTenths(hundredths: Int) -> Int? {
    let tenths = (Int(hundredths.magnitude) + 5) / 10 * (hundredths < 0 ? -1 : 1)
    return (0...50).contains(tenths) ? tenths : nil
  }

  @Test(
    "dto.rating-optional, dto.rating-one-decimal, dto.rating-out-of-range-unrated: a product's rating is read rounded half away from zero to one decimal, and a null or absent rating or one outside 0.0–5.0 is no rating",
    arguments: OracleSeeds.all)
  func ratingsCarryWhatThePayloadSays(seed: UInt64) throws {
    var random = OracleRandom(seed: seed)
    for _ in 0..<Self.draws {
      let hundredths: Int? = random.chance(20) ? nil : random.int(-120...620)
      var fields = [
        ("product_id", "\"p1\""), ("product_name", "\"Mug\""), ("price", "12.5"), ("is_favorited", "false"),
      ]
      if let hundredths {
        fields.append(("rating", Self.json(hundredths: hundredths, &random)))
      } else if random.chance(50) {
        fields.append(("rating", "null"))
      }
      let detail = random.chance(50)
      if detail { fields.append(("description", "\"Stoneware.\"")) }
      let json = PayloadGenerator.object(fields + PayloadGenerator.unknownFields(&random), &random)
      let rating =
        detail
        ? try DTODecoder.decode(ProductDetailDTO.self, from: Data(json.utf8)).toDomain().rating
        : try DTODecoder.decode(ProductDTO.self, from: Data(json.utf8)).toDomain().rating
      #expect(rating?.tenths == hundredths.flatMap(Self.expectedTenths), "\(json)")
      if let rating { #expect(rating.description == "\(rating.tenths / 10).\(rating.tenths % 10)") }
    }
  }
}
