import Domain
import Testing

@testable import MVCApp

@MainActor
@Suite struct ProductServiceTests {
  @Test func fetchProductsMapsDTOsInAPIOrderAndRecordsTheirFavourites() async throws {
    let app = TestApp()
    let products = try await app.services.products.fetchProducts()
    #expect(products.map(\.id) == ["p1", "p2"])
    #expect(products[0].price == Money(cents: 129_900))
    #expect(app.services.favorites.states == ["p1": false, "p2": true])
  }

  @Test func fetchProductRecordsItsFavourite() async throws {
    let app = TestApp()
    let product = try await app.services.products.fetchProduct(id: "p2")
    #expect(product.name == "Case")
    #expect(product.description == "About p2")
    #expect(app.services.favorites.states == ["p2": true])
    #expect(app.api.calls == ["fetchProduct p2"])
  }

  @Test func failedFetchThrowsAndRecordsNothing() async throws {
    let app = TestApp()
    app.api.products = .failure(.timeout)
    await #expect(throws: APIError.timeout) { try await app.services.products.fetchProducts() }
    #expect(app.services.favorites.states.isEmpty)
  }
}
