import Domain
import Testing

@testable import VIPERApp

@MainActor
struct ProductListInteractorTests {
  let api = FakeProductAPI { $0.products = .success(Fixtures.threeProducts) }
  let runner = TaskRunner()
  let favorites: FavoritesService
  let interactor: ProductListInteractor
  let output = MockProductListInteractorOutput()

  init() {
    favorites = FavoritesService(api: api, runner: runner)
    interactor = ProductListInteractor(api: api, favorites: favorites, runner: runner)
    interactor.output = output
  }

  @Test func fetchDeliversDomainProductsInAPIOrderAndRecordsTheirFavoritesAppWide() async {
    interactor.fetchProducts()
    await runner.settle()
    #expect(api.calls == ["fetchProducts"])
    #expect(output.products?.map(\.name) == ["Phone", "Case", "Cable"])
    #expect(favorites.states.isFavorite == ["p1": false, "p2": true, "p3": false])
    #expect(output.events == ["favorites updated", "fetched [\"p1\", \"p2\", \"p3\"]"])
  }

  @Test func aFailedFetchIsReported() async {
    api.script { $0.products = .failure(.timeout) }
    interactor.fetchProducts()
    await runner.settle()
    #expect(output.events == ["fetch failed"])
  }

  @Test func onlyTheLatestFetchIsDelivered() async {
    api.hold("fetchProducts")
    interactor.fetchProducts()
    interactor.fetchProducts()
    api.release("fetchProducts")
    await runner.settle()
    #expect(api.calls == ["fetchProducts", "fetchProducts"])
    #expect(output.events.filter { $0.hasPrefix("fetched") }.count == 1)
  }

  @Test func aToggleWhilePendingSendsNoSecondRequest() async {
    interactor.fetchProducts()
    await runner.settle()
    api.hold("setFavorite")
    interactor.toggleFavorite(of: "p1")
    interactor.toggleFavorite(of: "p1")
    #expect(interactor.favorites.pending == ["p1"])
    api.release("setFavorite")
    await runner.settle()
    #expect(api.calls == ["fetchProducts", "setFavorite(p1, true)"])
    #expect(interactor.favorites == FavoriteStates(isFavorite: ["p1": true, "p2": true, "p3": false]))
  }

  @Test func aFailedToggleLeavesTheStateAndIsReported() async {
    api.script { $0.setFavorite = .failure(.server(status: 500)) }
    interactor.fetchProducts()
    await runner.settle()
    interactor.toggleFavorite(of: "p2")
    await runner.settle()
    #expect(api.calls.last == "setFavorite(p2, false)")
    #expect(interactor.favorites == FavoriteStates(isFavorite: ["p1": false, "p2": true, "p3": false]))
    #expect(
      output.events.suffix(3) == ["favorites toggleStarted(p2)", "favorites updated", "toggle failed p2"])
  }

  @Test func anAnswerAfterTheModuleLeftSetsFavoritesButReachesNoPresenter() async {
    var interactor: ProductListInteractor? = ProductListInteractor(
      api: api, favorites: favorites, runner: runner)
    let output = MockProductListInteractorOutput()
    interactor?.output = output
    interactor?.fetchProducts()
    weak let released = interactor
    interactor = nil
    await runner.settle()
    #expect(released == nil)
    #expect(output.events.isEmpty)
    #expect(favorites.states.isFavorite == ["p1": false, "p2": true, "p3": false])
  }
}
