import Domain
import MVVMCCore
import MVVMCTestDoubles
import Testing

/// The product detail's view model with fake services: actions in, state out.
@MainActor
struct ProductDetailViewModelTests {
  let api = FakeProductAPI()
  let work = AsyncWork()
  let favorites: FavoritesStore
  let viewModel: ProductDetailViewModel

  init() {
    favorites = FavoritesStore(api: api, work: work)
    viewModel = ProductDetailViewModel(productID: "p1", api: api, favorites: favorites, work: work)
    api.product.answer(Fixtures.detail(isFavorited: true))
  }

  @Test func firstAppearanceFetchesTheProductOnce() async {
    viewModel.doAction(.view(.willAppear))
    #expect(viewModel.state.phase == .loading)
    await work.settle()
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(viewModel.state.phase == .loaded(Fixtures.detail(isFavorited: true).toDomain()))
    #expect(api.calls == ["fetchProduct p1"])
  }

  @Test func thePayloadSetsTheAppWideFavouriteState() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    #expect(favorites.states == ["p1": true])
    #expect(viewModel.isFavorite)
  }

  @Test func failureShowsTheLoadErrorAndRetryFetchesAgain() async {
    api.product.fail(.timeout)
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    #expect(viewModel.notice == .loadFailed)

    api.product.answer(Fixtures.detail())
    viewModel.doAction(.view(.retryTapped))
    await work.settle()

    #expect(viewModel.notice == nil)
    #expect(api.calls == ["fetchProduct p1", "fetchProduct p1"])
  }

  @Test func buyRoutesToCheckoutWithTheLoadedProduct() async {
    var routes: [ProductDetailViewModel.Route] = []
    viewModel.onRoute = { routes.append($0) }
    viewModel.doAction(.view(.willAppear))
    await work.settle()

    viewModel.doAction(.view(.buyTapped))

    #expect(routes == [.checkout(Fixtures.detail(isFavorited: true).toDomain())])
  }

  @Test func aPendingToggleFromTheListDisablesTheDetailsToggle() async {
    let list = ProductListViewModel(api: api, favorites: favorites, work: work)
    api.products.answer(Fixtures.products)
    list.doAction(.view(.willAppear))
    await work.settle()
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.hold()

    list.doAction(.view(.favoriteTapped("p1")))
    #expect(viewModel.isFavoritePending)
    viewModel.doAction(.view(.favoriteTapped))
    await api.favorite.waitForCall()
    api.favorite.resume(with: .success(()))
    await work.settle()

    #expect(viewModel.isFavorite == false)
    #expect(api.calls.filter { $0.hasPrefix("setFavorite") } == ["setFavorite p1 false"])
  }

  @Test func theFlowEndingCancelsTheLoadSoItsLateAnswerChangesNothingThenReleases() async {
    var departing: ProductDetailViewModel? = ProductDetailViewModel(
      productID: "p2", api: api, favorites: favorites, work: work)
    weak let released = departing
    api.product.hold()
    departing?.doAction(.view(.willAppear))
    await api.product.waitForCall()

    departing?.doAction(.flow(.flowEnded))
    departing = nil
    api.product.resume(with: .success(Fixtures.detail("p2", name: "Case", isFavorited: true)))
    await work.settle()

    #expect(favorites.states.isEmpty)
    #expect(released == nil)
  }

  @Test func aToggleRunsOnAfterTheFlowEndedAndSetsTheAppWideState() async {
    viewModel.doAction(.view(.willAppear))
    await work.settle()
    api.favorite.hold()
    viewModel.doAction(.view(.favoriteTapped))
    await api.favorite.waitForCall()

    viewModel.doAction(.flow(.flowEnded))
    api.favorite.resume(with: .success(()))
    await work.settle()

    #expect(favorites.states == ["p1": false])
    #expect(favorites.isPending("p1") == false)
  }

  @Test func retryWhileALoadIsInFlightCancelsTheOlderOne() async {
    api.product.hold()
    viewModel.doAction(.view(.willAppear))
    await api.product.waitForCall()
    api.product.answer(Fixtures.detail(name: "New"))
    viewModel.doAction(.view(.retryTapped))

    api.product.resume(with: .success(Fixtures.detail(name: "Old")))
    await work.settle()

    #expect(viewModel.state.phase == .loaded(Fixtures.detail(name: "New").toDomain()))
  }
}
