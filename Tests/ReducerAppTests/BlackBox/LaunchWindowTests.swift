import AppContract
import Domain
import HeadlessUI
import ReducerTestSupport
import Testing

@MainActor
@Suite struct LaunchWindowTests {
  @Test func launchShowsTheLoadedProductList() async throws {
    let harness = AppHarness()
    await harness.launch()
    #expect(
      harness.window.renderScreen() == """
        tab-bar: [products] orders bmi history
        stack: products.list
        screen products.list "Products"
          button products.refresh "Refresh"
          list products.list
            row product.p1
              label product.p1.name "Phone"
              label product.p1.price "$1,299.00"
              button product.p1.favorite "♡"
            row product.p2
              label product.p2.name "Case"
              label product.p2.price "$19.99"
              button product.p2.favorite "♥"
        """)
    #expect(harness.api.calls == ["fetchProducts()"])
  }

  @Test func aRatedProductShowsItsRatingInItsRowAndOnItsDetail() async throws {
    let harness = AppHarness(
      api: FakeProductAPI(
        .init(
          products: .success([
            ProductDTO(Fixtures.phone),
            ProductDTO(
              productID: "p2", productName: "Case", price: 19.99, imageURL: nil, rating: 4.5,
              isFavorited: true),
          ]),
          product: .success(
            ProductDetailDTO(
              productID: "p2", productName: "Case", price: 19.99, description: "A case.", imageURL: nil,
              rating: 4.5, isFavorited: true)))))
    await harness.launch()
    let list = harness.window.renderScreen().split(separator: "\n").map(String.init)
    #expect(
      Array(list.drop { !$0.contains("product.p2.price") }.prefix(3)) == [
        "      label product.p2.price \"$19.99\"", "      label product.p2.rating \"★ 4.5\"",
        "      button product.p2.favorite \"♥\"",
      ])
    #expect(!list.contains { $0.contains("product.p1.rating") })
    try harness.window.tap("product.p2")
    await harness.settle()
    let detail = harness.window.renderScreen().split(separator: "\n").map(String.init)
    #expect(
      Array(detail.drop { !$0.contains("detail.price") }.prefix(3)) == [
        "  label detail.price \"$19.99\"", "  label detail.rating \"★ 4.5\"",
        "  label detail.description \"A case.\"",
      ])
  }

  @Test func anUnratedProductsDetailShowsNoRating() async throws {
    let harness = AppHarness()
    await harness.launch()
    try harness.window.tap("product.p1")
    await harness.settle()
    let detail = harness.window.renderScreen()
    #expect(detail.contains("label detail.price \"$1,299.00\""))
    #expect(!detail.contains("detail.rating"))
  }

  @Test func theExportedStateComesFromTheStore() async throws {
    let harness = AppHarness()
    #expect(harness.app.exportState().products.phase == .notLoaded)
    await harness.launch()
    #expect(
      harness.app.exportState().canonicalLines == [
        "products: loaded [p1, p2]",
        "favorites: p1=off p2=on",
        "detail: none",
        "checkout: none",
        "orders: not-loaded",
        #"bmi: height="" weight="" standard=WHO outcome="Enter height and weight" save=idle"#,
        "history: not-loaded",
      ])
  }
}
