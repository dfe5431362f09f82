import Domain
import Foundation
import Testing

/// A product's rating: the API's `rating` rounded to one decimal, or none when it is null, absent
/// or outside 0.0–5.0.
@Suite struct ProductRatingTests {
  @Test(
    "a rating from the API rounds half away from zero to one decimal",
    arguments: [
      (4.5, "4.5"), (4, "4.0"), (4.25, "4.3"), (4.35, "4.4"), (4.04, "4.0"), (0, "0.0"), (5, "5.0"),
    ])
  func apiValueRoundsToOneDecimal(value: Double, text: String) throws {
    #expect(try #require(ProductRating(apiValue: value)).description == text)
  }

  @Test(
    "a rating outside 0.0–5.0 once rounded, or not a number, is no rating",
    arguments: [-0.1, 5.1, 5.05, -0.05, 10, .infinity, -.infinity, .nan, 1e300])
  func outOfRangeIsNoRating(value: Double) {
    #expect(ProductRating(apiValue: value) == nil)
  }

  @Test func valuesThatRoundIntoTheRangeAreRatings() {
    #expect(ProductRating(apiValue: 5.04)?.tenths == 50)
    #expect(ProductRating(apiValue: -0.04)?.tenths == 0)
    #expect(ProductRating(tenths: 51) == nil)
    #expect(ProductRating(tenths: -1) == nil)
  }

  @Test func aListProductCarriesItsRatingAndNoneWhenNullOrAbsent() throws {
    let json = """
      [
        {"product_id": "p1", "product_name": "Mug", "price": 12.5, "is_favorited": false, "rating": 4.5},
        {"product_id": "p2", "product_name": "Lamp", "price": 45, "is_favorited": false, "rating": null},
        {"product_id": "p3", "product_name": "Desk", "price": 99, "is_favorited": false},
        {"product_id": "p4", "product_name": "Cable", "price": 1, "is_favorited": false, "rating": 7}
      ]
      """
    let dtos = try DTODecoder.decode([ProductDTO].self, from: Data(json.utf8))
    #expect(dtos.map(\.rating) == [4.5, nil, nil, 7])
    #expect(dtos.map { $0.toDomain().rating?.tenths } == [45, nil, nil, nil])
  }

  @Test func aDetailCarriesItsRatingToItsSummary() throws {
    let json = """
      {"product_id": "p1", "product_name": "Mug", "price": 12.5, "description": "Stoneware.",
       "is_favorited": true, "rating": 3}
      """
    let detail = try DTODecoder.decode(ProductDetailDTO.self, from: Data(json.utf8)).toDomain()
    #expect(detail.rating?.description == "3.0")
    #expect(detail.summary.rating == detail.rating)
  }
}
