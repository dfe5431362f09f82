import HeadlessSwiftUI
import HeadlessUI
import Observation
import Testing

/// A body is evaluated again when something it read changed, and only then.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ObservationTests {
  @Observable @MainActor final class Product {
    let id: String
    var isFavorite = false

    init(id: String) { self.id = id }
  }

  @Observable @MainActor final class Catalog {
    var products = (1...5).map { Product(id: "p\($0)") }
  }

  struct ProductList: HeadlessSwiftUI.View {
    @Environment(Catalog.self) var catalog
    let probe: Probe

    var body: some HeadlessSwiftUI.View {
      let _ = probe.log("list")
      List(catalog.products, id: \.id) { product in
        ProductRow(product: product, probe: probe).accessibilityIdentifier("product.\(product.id)")
      }
      .accessibilityIdentifier("products.list")
    }
  }

  struct ProductRow: HeadlessSwiftUI.View {
    let product: Product
    let probe: Probe

    var body: some HeadlessSwiftUI.View {
      let _ = probe.log(product.id)
      Text(product.id).accessibilityIdentifier("product.\(product.id).name")
      Button(product.isFavorite ? "♥" : "♡") { product.isFavorite.toggle() }
        .accessibilityIdentifier("product.\(product.id).favorite")
    }
  }

  @Test func togglingOneFavouriteReEvaluatesThatRowAndNothingElse() async throws {
    let probe = Probe()
    let catalog = Catalog()
    let hosted = Hosted(ProductList(probe: probe).environment(catalog))
    #expect(probe.take() == ["list", "p1", "p2", "p3", "p4", "p5"])
    let rowsBefore = hosted.controller.bodyEvaluationCount(of: ProductRow.self)

    try hosted.window.tap("product.p3.favorite")
    _ = await hosted.settledScreen()

    #expect(probe.take() == ["p3"])
    #expect(hosted.controller.bodyEvaluationCount(of: ProductRow.self) == rowsBefore + 1)
    #expect(hosted.controller.bodyEvaluationCount(of: ProductList.self) == 1)
    #expect(try hosted.text("product.p3.favorite") == "♥")
    #expect(try hosted.text("product.p2.favorite") == "♡")
  }

  @Test func aChangeToWhatNoBodyReadEvaluatesNothing() async throws {
    let probe = Probe()
    let catalog = Catalog()
    let hosted = Hosted(ProductList(probe: probe).environment(catalog))
    _ = probe.take()

    let unread = Product(id: "p9")
    unread.isFavorite = true
    _ = await hosted.settledScreen()

    #expect(probe.take() == [])
    #expect(!hosted.controller.hasPendingUpdate)
  }

  @Test func changesMadeTogetherAreAppliedInOneUpdate() async throws {
    let probe = Probe()
    let catalog = Catalog()
    let hosted = Hosted(ProductList(probe: probe).environment(catalog))
    _ = probe.take()

    catalog.products[0].isFavorite = true
    catalog.products[0].isFavorite = false
    catalog.products[0].isFavorite = true
    #expect(hosted.controller.hasPendingUpdate)
    _ = await hosted.settledScreen()

    #expect(probe.take() == ["p1"])
  }

  @Test func replacingTheListsDataReEvaluatesTheListAndItsRows() async throws {
    let probe = Probe()
    let catalog = Catalog()
    let hosted = Hosted(ProductList(probe: probe).environment(catalog))
    _ = probe.take()

    catalog.products = Array(catalog.products.prefix(2))
    let screen = await hosted.settledScreen()

    #expect(probe.take() == ["list", "p1", "p2"])
    #expect(
      screen == """
        screen screen ""
          list products.list
            row product.p1
              label product.p1.name "p1"
              button product.p1.favorite "♡"
            row product.p2
              label product.p2.name "p2"
              button product.p2.favorite "♡"
        """)
  }
}
