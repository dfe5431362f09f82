import AppContract
import Domain
import Testing

/// The rating text of the list row and the detail, spelled as `Docs/AppSpec.md` spells it;
/// `Domain` decides the value, `AppText` the star.
@Suite struct AppTextRatingTests {
  @Test(
    "a rating reads a star, a space and the rating with one decimal",
    arguments: [(45, "★ 4.5"), (40, "★ 4.0"), (0, "★ 0.0"), (50, "★ 5.0"), (3, "★ 0.3")])
  func ratingText(tenths: Int, text: String) throws {
    #expect(AppText.rating(try #require(ProductRating(tenths: tenths))) == text)
  }

  @Test func theRatingElementsAreNamedAsTheSpecNamesThem() {
    #expect(ElementID.productRating("p2") == "product.p2.rating")
    #expect(ElementID.detailRating == "detail.rating")
  }
}
