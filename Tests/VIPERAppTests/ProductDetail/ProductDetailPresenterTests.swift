import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct ProductDetailPresenterTests {
  let view = MockProductDetailView()
  let interactor = MockProductDetailInteractor()
  let router = MockProductDetailRouter()
  let presenter: ProductDetailPresenter
  let phone = Fixtures.detail("p1", name: "Phone", price: 1299).toDomain()

  init() {
    presenter = ProductDetailPresenter(productID: "p1", interactor: interactor, router: router)
    presenter.view = view
  }

  @Test func firstAppearanceLoadsOnceWithAnEmptyTitle() {
    #expect(presenter.viewState == ProductDetailViewState(productID: "p1"))
    presenter.viewWillAppear()
    presenter.viewWillAppear()
    #expect(interactor.fetched == ["p1"])
    #expect(view.last == ProductDetailDisplayModel(title: "", isLoadingVisible: true))
    #expect(presenter.viewState == ProductDetailViewState(productID: "p1", phase: .loading))
  }

  @Test func theLoadedProductIsTitledAndFormattedWithTheAppWideFavorite() {
    interactor.favorites = FavoriteStates(isFavorite: ["p1": true], pending: ["p1"])
    presenter.viewWillAppear()
    presenter.didFetchProduct(phone)
    #expect(
      view.last
        == ProductDetailDisplayModel(
          title: "Phone",
          content: .init(
            name: "Phone", price: "$1,299.00", description: "About Phone", favoriteGlyph: "♥",
            isFavoriteEnabled: false)))
    #expect(presenter.viewState == ProductDetailViewState(productID: "p1", phase: .loaded(phone)))
  }

  @Test func aFailureShowsRetryWhichLoadsAgain() {
    presenter.viewWillAppear()
    presenter.didFailToFetchProduct()
    #expect(
      view.last == ProductDetailDisplayModel(errorMessage: AppText.productLoadFailed, isRetryVisible: true))
    #expect(presenter.viewState == ProductDetailViewState(productID: "p1", phase: .failed))
    #expect(presenter.viewState.errorMessage == AppText.productLoadFailed)
    presenter.didTapRetry()
    #expect(interactor.fetched == ["p1", "p1"])
    #expect(view.last?.isLoadingVisible == true)
  }

  @Test func aFailedToggleShowsItsMessageAboveTheProductUntilAnyToggleStarts() {
    presenter.viewWillAppear()
    presenter.didFetchProduct(phone)
    presenter.didTapFavorite()
    #expect(interactor.toggled == ["p1"])
    presenter.didFailToToggleFavorite()
    #expect(view.last?.errorMessage == AppText.favoriteFailed)
    #expect(view.last?.content != nil)
    #expect(presenter.viewState.errorMessage == AppText.favoriteFailed)
    presenter.favoritesDidChange(.toggleStarted("p9"))
    #expect(view.last?.errorMessage == nil)
  }

  @Test func buyAsksTheRouterForCheckoutOnceLoaded() {
    presenter.didTapBuy()
    #expect(router.checkouts.isEmpty)
    presenter.viewWillAppear()
    presenter.didFetchProduct(phone)
    presenter.didTapBuy()
    #expect(router.checkouts == [phone.summary])
  }

  @Test func leavingForGoodCancelsTheFetchButNotAToggle() {
    presenter.viewWillAppear()
    presenter.didTapFavorite()
    presenter.viewDidLeave()
    #expect(interactor.cancelCount == 1)
    #expect(interactor.toggled == ["p1"])
  }
}
