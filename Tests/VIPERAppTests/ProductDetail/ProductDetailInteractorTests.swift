import Domain
import Testing

@testable import VIPERApp

@MainActor
struct ProductDetailInteractorTests {
  let api = FakeProductAPI {
    $0.details["p1"] = .success(Fixtures.detail("p1", name: "Phone", price: 1299, isFavorite: true))
  }
  let runner = TaskRunner()
  let favorites: FavoritesService
  let interactor: ProductDetailInteractor
  let output = MockProductDetailInteractorOutput()

  init() {
    favorites = FavoritesService(api: api, runner: runner)
    interactor = ProductDetailInteractor(api: api, favorites: favorites, runner: runner)
    interactor.output = output
  }

  @Test func fetchDeliversTheProductAndRecordsItsFavoriteAppWide() async {
    interactor.fetchProduct(id: "p1")
    await runner.settle()
    #expect(api.calls == ["fetchProduct(p1)"])
    #expect(output.events == ["favorites updated", "fetched p1"])
    #expect(interactor.favorites.isFavorite == ["p1": true])
  }

  @Test func aFailedFetchIsReported() async {
    interactor.fetchProduct(id: "p9")
    await runner.settle()
    #expect(output.events == ["fetch failed"])
  }

  @Test func aToggleFromAnotherModuleIsHeardButItsFailureIsNot() async {
    api.script { $0.setFavorite = .failure(.network) }
    let list = ProductListInteractor(api: api, favorites: favorites, runner: runner)
    list.toggleFavorite(of: "p1")
    await runner.settle()
    #expect(output.events == ["favorites toggleStarted(p1)", "favorites updated"])
  }

  @Test func aCancelledFetchNeitherRecordsNorDeliversItsLateAnswer() async {
    api.hold("fetchProduct")
    interactor.fetchProduct(id: "p1")
    interactor.cancelFetch()
    api.release("fetchProduct")
    await runner.settle()
    #expect(api.calls == ["fetchProduct(p1)"])
    #expect(output.events.isEmpty)
    #expect(interactor.favorites.isFavorite.isEmpty)
  }

  @Test func aNewerFetchCancelsTheOneInFlight() async {
    api.hold("fetchProduct")
    interactor.fetchProduct(id: "p1")
    interactor.fetchProduct(id: "p1")
    api.release("fetchProduct")
    await runner.settle()
    #expect(api.calls == ["fetchProduct(p1)", "fetchProduct(p1)"])
    #expect(output.events == ["favorites updated", "fetched p1"])
  }

  @Test func aToggleRunsOnAfterTheModuleLeftAndSetsTheAppWideState() async {
    api.hold("setFavorite")
    var departing: ProductDetailInteractor? = ProductDetailInteractor(
      api: api, favorites: favorites, runner: runner)
    departing?.toggleFavorite(of: "p1")
    departing = nil
    api.release("setFavorite")
    await runner.settle()
    #expect(favorites.states.isFavorite == ["p1": true])
    #expect(favorites.states.pending.isEmpty)
  }
}
