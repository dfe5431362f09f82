import AppContract
import Domain
import HeadlessUI
import Testing

@testable import SwiftUIReducerApp

/// The rating the store's products carry, as the row and the detail views show it: a label after
/// the price for a rated product, none for an unrated one.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RatingViewTests {
  let app = AppWindow()

  @Test func aRatedProductsRowShowsItsRatingAndAnUnratedOneNone() async throws {
    await app.launch()
    #expect(try app.window.element(ElementID.productRating("p2")).renderedText == "★ 4.5")
    #expect(!app.window.reachableIdentifiers().contains(ElementID.productRating("p1")))
  }

  @Test func aRatedProductsDetailShowsItsRatingAndAnUnratedOneNone() async throws {
    await app.launch()
    try app.window.tap(ElementID.productRow("p2"))
    await app.settle()
    #expect(try app.window.element(ElementID.detailRating).renderedText == "★ 4.5")
    try app.window.tapBack()
    await app.settle()
    try app.window.tap(ElementID.productRow("p1"))
    await app.settle()
    #expect(try app.window.element(ElementID.detailPrice).renderedText == "$1,299.00")
    #expect(!app.window.reachableIdentifiers().contains(ElementID.detailRating))
  }
}
