import AppContract
import HeadlessUI
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
