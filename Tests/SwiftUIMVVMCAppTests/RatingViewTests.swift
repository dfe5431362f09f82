import AppContract
import Domain
import HeadlessUI
import MVVMCTestDoubles
import Testing

@testable import SwiftUIMVVMCApp

/// The rating of the view models' products, as the row and the detail views show it: a label
/// after the price for a rated product, none for an unrated one.
@MainActor
struct RatingViewTests {
  let app = TestApp()

  @Test func aRatedProductShowsItsRatingInItsRowAndOnItsDetail() async throws {
    let ratedCase = ProductDTO(
      productID: "p2", productName: "Case", price: 19.5, imageURL: nil, rating: 4.5, isFavorited: true)
    app.api.products.answer([Fixtures.phone, ratedCase])
    app.api.product.answer(
      ProductDetailDTO(
        productID: "p2", productName: "Case", price: 19.5, description: "A case.", imageURL: nil,
        rating: 4.25,
        isFavorited: true))
    await app.launch()
    #expect(try app.text(ElementID.productRating("p2")) == "★ 4.5")
    #expect(!app.window.reachableIdentifiers().contains(ElementID.productRating("p1")))
    try app.window.tap("product.p2")
    await app.settle()
    #expect(try app.text(ElementID.detailRating) == "★ 4.3")
  }

  @Test func anUnratedProductsDetailShowsNoRating() async throws {
    await app.launch()
    try app.window.tap("product.p1")
    await app.settle()
    #expect(try app.text(ElementID.detailPrice) == "$1,299.00")
    #expect(!app.window.reachableIdentifiers().contains(ElementID.detailRating))
  }
}
