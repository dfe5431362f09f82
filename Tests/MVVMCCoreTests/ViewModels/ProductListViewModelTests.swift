import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The product list's view model with fake services: actions in, state out.
@MainActor
struct ProductListViewModelTests {
  let api = FakeProductAPI()
  let work = AsyncWork()
  let favorites: FavoritesStore
  let viewModel: ProductListViewModel

  init() {
    favorites = FavoritesStore(api: api, work: work)
    viewModel = ProductListViewModel(api: api, favorites: favorites, work: work)
    api.products.answer(Fixtures.products)
  }

  @Test func firstAppearanceLoadsOnceInAPIOrder() async {
    viewModel.doAction(.view(.willAppear))
    #expect(viewModel.state.phase == .loading)
    await work.settle()
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.rows.map(\.product.id) == ["p1", "p2"])
    #expect(api.calls == ["fetchProducts"])
  }

  @Test("the rows find a product's row and show a favourite's change made anywhere")
  func rowsFindProductsAndFollowTheStore() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    let rows = viewModel.rows

    #expect(rows.row(of: "p2") == 1)
    #expect(rows.row(of: "p9") == nil)
    #expect(viewModel.productIDs == ["p1", "p2"])
    _ = favorites.toggle("p1")
    await work.settle()
    #expect(rows[0].isFavorite)
    #expect(!rows[1].isFavoritePending)
  }

  @Test func loadedProductsSetTheAppWideFavouriteState() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(favorites.states == ["p1": false, "p2": true])
    #expect(viewModel.rows.map(\.isFavorite) == [false, true])
  }

  @Test func emptyResultIsLoadedWithoutRows() async {
    api.products.answer([])
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.state.phase == .loaded([]))
    #expect(viewModel.notice == nil)
  }

  @Test func failureShowsTheLoadErrorAndRetryFetchesAgain() async {
    api.products.fail(.network)
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    #expect(viewModel.state.phase == .failed)
    #expect(viewModel.notice == .loadFailed)

    api.products.answer(Fixtures.products)
    viewModel.doAction(.view(.retryTapped))
    #expect(viewModel.state.phase == .loading)
    await work.settle()

    #expect(viewModel.rows.count == 2)
    #expect(api.calls == ["fetchProducts", "fetchProducts"])
  }

  @Test func rowTapRoutesToTheProductsDetail() {
    var routes: [ProductListViewModel.Route] = []
    viewModel.onRoute = { routes.append($0) }

    viewModel.doAction(.view(.productTapped("p2")))

    #expect(routes == [.detail("p2")])
  }

  @Test func favoriteTapIsPendingAtOnceAndFlipsAppWideOnSuccess() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    viewModel.doAction(.view(.favoriteTapped("p1")))
    #expect(viewModel.rows[0].isFavoritePending)
    await work.settle()

    #expect(
      viewModel.rows[0]
        == .init(product: Fixtures.phone.toDomain(), isFavorite: true, isFavoritePending: false))
    #expect(api.calls == ["fetchProducts", "setFavorite p1 true"])
  }

  @Test func favoriteTapWhilePendingSendsNoSecondRequest() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.hold()

    viewModel.doAction(.view(.favoriteTapped("p2")))
    await api.favorite.waitForCall()
    viewModel.doAction(.view(.favoriteTapped("p2")))
    api.favorite.resume(with: .success(()))
    await work.settle()

    #expect(api.calls == ["fetchProducts", "setFavorite p2 false"])
    #expect(viewModel.rows[1].isFavorite == false)
  }

  @Test func favoriteFailureKeepsTheStateAndShowsUntilTheNextToggle() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.fail(.server(status: 500))

    viewModel.doAction(.view(.favoriteTapped("p1")))
    await work.settle()
    #expect(viewModel.notice == .favoriteFailed)
    #expect(viewModel.rows[0].isFavorite == false)

    api.favorite.answer(())
    viewModel.doAction(.view(.favoriteTapped("p2")))
    #expect(viewModel.notice == nil)
    await work.settle()
  }

  @Test func aToggleOnAnotherScreenClearsTheListsFavouriteFailure() async {
    let detail = ProductDetailViewModel(productID: "p1", api: api, favorites: favorites, work: work)
    api.product.answer(Fixtures.detail())
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    detail.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.fail(.network)
    viewModel.doAction(.view(.favoriteTapped("p2")))
    await work.settle()
    #expect(viewModel.notice == .favoriteFailed)

    detail.doAction(.view(.favoriteTapped))
    await work.settle()

    #expect(viewModel.notice == nil)
    #expect(detail.notice == .favoriteFailed)
  }

  @Test func refreshClearsTheFavouriteFailureAndFetchesAgain() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.fail(.network)
    viewModel.doAction(.view(.favoriteTapped("p1")))
    await work.settle()

    viewModel.doAction(.view(.refreshTapped))
    await work.settle()

    #expect(viewModel.notice == nil)
    #expect(api.calls == ["fetchProducts", "setFavorite p1 true", "fetchProducts"])
  }
}
