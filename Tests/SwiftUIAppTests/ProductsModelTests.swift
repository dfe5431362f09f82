import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import SwiftUIApp

/// The product list's model and the app-wide favourites, without any view.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ProductsModelTests {
  let api = FakeProductAPI()
  let favorites = FavoritesModel()
  let products = ProductsModel()

  @Test func theFirstAppearanceLoadsOnceAndRecordsTheFavourites() async {
    products.loadIfNeeded(api: api, favorites: favorites)
    #expect(products.state.isLoading)
    await products.loadTask?.value
    products.loadIfNeeded(api: api, favorites: favorites)
    #expect(api.calls == ["fetchProducts"])
    #expect(products.snapshot(favorites: favorites) == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
    #expect(favorites.isFavorite("p2") && !favorites.isFavorite("p1"))
  }

  @Test func aFailedLoadShowsTheLoadMessage() async {
    api.products = .failure(.network)
    products.load(api: api, favorites: favorites)
    await products.loadTask?.value
    #expect(products.snapshot(favorites: favorites).message == AppText.productsLoadFailed)
  }

  @Test func aFailedToggleFromTheListShowsUntilTheNextToggle() async {
    products.load(api: api, favorites: favorites)
    await products.loadTask?.value
    api.favoriteFailure = .network
    products.toggleFavorite(of: "p1", api: api, favorites: favorites)
    await products.favoriteTask?.value
    #expect(products.message(favorites: favorites) == AppText.favoriteFailed)
    #expect(!favorites.isFavorite("p1"))
    api.favoriteFailure = nil
    _ = await favorites.toggle("p2", api: api)
    #expect(products.message(favorites: favorites) == nil)
  }

  @Test func aToggleIsPendingUntilTheAPIAnswersAndThenSetsTheRequestedState() async {
    api.holdsFavoriteCalls = true
    products.toggleFavorite(of: "p1", api: api, favorites: favorites)
    await api.heldFavoriteCalls.arrival()
    #expect(favorites.snapshot.pending == ["p1"])
    #expect(!favorites.isFavorite("p1"))
    api.heldFavoriteCalls.releaseFirst()
    await products.favoriteTask?.value
    #expect(favorites.snapshot.pending.isEmpty)
    #expect(favorites.isFavorite("p1"))
    #expect(api.calls == ["setFavorite p1 true"])
  }
}
