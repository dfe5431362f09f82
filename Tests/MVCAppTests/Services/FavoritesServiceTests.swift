import Domain
import Testing

@testable import MVCApp

/// A favourites observer that writes down what it heard.
@MainActor
final class FavoritesLog: FavoritesObserver {
  var lines: [String] = []

  func favoritesService(_ service: FavoritesService, didStartUpdatingFavoriteOf productID: ProductID) {
    lines.append("start \(productID)")
  }

  func favoritesServiceDidChange(_ service: FavoritesService) {
    lines.append("change pending=\(service.pendingIDs.sorted().map(\.rawValue))")
  }
}

@MainActor
@Suite struct FavoritesServiceTests {
  @Test func toggleAsksForTheOppositeStateAndFlipsItOnSuccess() async throws {
    let app = TestApp()
    let favorites = app.services.favorites
    try await favorites.toggleFavorite(of: "p1")
    #expect(app.api.calls == ["setFavorite p1 true"])
    #expect(favorites.isFavorite("p1"))
    #expect(favorites.pendingIDs.isEmpty)
  }

  @Test func failedToggleKeepsTheStateAndThrows() async throws {
    let app = TestApp()
    app.services.favorites.recordStates(of: [
      Product(id: "p2", name: "Case", price: Money(cents: 1), isFavorite: true)
    ])
    app.api.favoriteFailure = .network
    await #expect(throws: APIError.network) { try await app.services.favorites.toggleFavorite(of: "p2") }
    #expect(app.api.calls == ["setFavorite p2 false"])
    #expect(app.services.favorites.isFavorite("p2"))
    #expect(app.services.favorites.pendingIDs.isEmpty)
  }

  @Test func toggleWhilePendingSendsNoSecondRequest() async throws {
    let app = TestApp()
    app.api.holdsFavoriteCalls = true
    let favorites = app.services.favorites
    let first = Task { try await favorites.toggleFavorite(of: "p1") }
    await app.api.heldFavoriteCalls.arrival()
    #expect(favorites.isPending("p1"))
    try await favorites.toggleFavorite(of: "p1")
    app.api.heldFavoriteCalls.releaseFirst()
    try await first.value
    #expect(app.api.calls == ["setFavorite p1 true"])
    #expect(favorites.isFavorite("p1"))
  }

  @Test func observersHearTheStartThenEachChange() async throws {
    let app = TestApp()
    let log = FavoritesLog()
    app.services.favorites.addObserver(log)
    try await app.services.favorites.toggleFavorite(of: "p1")
    #expect(log.lines == ["start p1", "change pending=[\"p1\"]", "change pending=[]"])
  }

  @Test func observersAreNotKeptAlive() async throws {
    let app = TestApp()
    weak var weakLog: FavoritesLog?
    do {
      let log = FavoritesLog()
      weakLog = log
      app.services.favorites.addObserver(log)
    }
    #expect(weakLog == nil)
    try await app.services.favorites.toggleFavorite(of: "p1")
  }
}
