import AppContract
import Domain
import Testing

@testable import VIPERApp

@MainActor
struct ProductListPresenterTests {
  let view = MockProductListView()
  let interactor = MockProductListInteractor()
  let router = MockProductListRouter()
  let presenter: ProductListPresenter

  init() {
    presenter = ProductListPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  let products = Fixtures.threeProducts.map { $0.toDomain() }

  @Test func firstAppearanceShowsLoadingAndFetchesOnce() {
    presenter.viewWillAppear()
    presenter.viewWillAppear()
    #expect(interactor.fetchCount == 1)
    #expect(view.models == [ProductListDisplayModel(isLoadingVisible: true)])
    #expect(presenter.viewState == ProductListViewState(phase: .loading))
  }

  @Test func fetchedProductsShowFormattedRowsWithTheAppWideFavoriteState() {
    interactor.favorites = FavoriteStates(isFavorite: ["p1": true, "p2": false], pending: ["p3"])
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    let rows = shownRows
    #expect(rows.map(\.price) == ["$1,299.00", "$19.99", "$9.50"])
    #expect(rows.map(\.favoriteGlyph) == ["♥", "♡", "♡"])
    #expect(rows.map(\.isFavoriteEnabled) == [true, true, false])
    #expect(view.last?.isRefreshVisible == true)
    #expect(presenter.viewState == ProductListViewState(phase: .loaded(products)))
  }

  @Test func anEmptyResultShowsTheEmptyTextAndRefresh() {
    presenter.viewWillAppear()
    presenter.didFetchProducts([])
    #expect(view.last == ProductListDisplayModel(isEmptyVisible: true, isRefreshVisible: true))
    #expect(presenter.viewState == ProductListViewState(phase: .loaded([])))
  }

  @Test func aFailureShowsTheErrorAndRetryFetchesAgain() {
    presenter.viewWillAppear()
    presenter.didFailToFetchProducts()
    #expect(
      view.last == ProductListDisplayModel(errorMessage: AppText.productsLoadFailed, isRetryVisible: true))
    #expect(presenter.viewState == ProductListViewState(phase: .failed))
    #expect(presenter.viewState.errorMessage == AppText.productsLoadFailed)
    presenter.didTapRetry()
    #expect(view.last == ProductListDisplayModel(isLoadingVisible: true))
    #expect(interactor.fetchCount == 2)
  }

  @Test func refreshShowsLoadingAndFetchesAgain() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    presenter.didTapRefresh()
    #expect(view.last == ProductListDisplayModel(isLoadingVisible: true))
    #expect(interactor.fetchCount == 2)
  }

  @Test func aFailedToggleShowsItsMessageUntilTheNextToggleStarts() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    presenter.didFailToToggleFavorite(of: "p1")
    #expect(view.last?.errorMessage == AppText.favoriteFailed)
    #expect(presenter.viewState.hasFavoriteFailure)
    #expect(presenter.viewState.errorMessage == AppText.favoriteFailed)
    presenter.favoritesDidChange(.updated)
    #expect(view.last?.errorMessage == AppText.favoriteFailed)
    presenter.favoritesDidChange(.toggleStarted("p2"))
    #expect(view.last?.errorMessage == nil)
  }

  @Test func aToggleThatFailedWhileTheListReloadedToNoProductsShowsItsMessageWithTheEmptyList() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    presenter.didTapRefresh()
    presenter.didFailToToggleFavorite(of: "p1")
    #expect(view.last == ProductListDisplayModel(isLoadingVisible: true))
    presenter.didFetchProducts([])
    #expect(
      view.last
        == ProductListDisplayModel(
          errorMessage: AppText.favoriteFailed, isEmptyVisible: true, isRefreshVisible: true))
    #expect(presenter.viewState.errorMessage == AppText.favoriteFailed)
  }

  @Test func refreshClearsTheFavoriteMessage() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    presenter.didFailToToggleFavorite(of: "p1")
    presenter.didTapRefresh()
    presenter.didFetchProducts(products)
    #expect(view.last?.errorMessage == nil)
    #expect(!presenter.viewState.hasFavoriteFailure)
  }

  @Test func favoriteTapsGoToTheInteractorAndRowTapsToTheRouter() {
    presenter.didTapFavorite(of: "p2")
    presenter.didSelectProduct("p3")
    #expect(interactor.toggled == ["p2"])
    #expect(router.shownDetails == ["p3"])
  }

  @Test func aFavoriteChangeRendersTheNewStateOfEveryRow() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    interactor.favorites = FavoriteStates(isFavorite: ["p1": false, "p2": false, "p3": true])
    presenter.favoritesDidChange(.updated)
    #expect(view.models.count == 3)
    #expect(shownRows.map(\.favoriteGlyph) == ["♡", "♡", "♥"])
  }

  @Test("the presenter has no row before the products load, nor past the last, and the view shows none")
  func noRowOutsideTheLoadedProducts() {
    presenter.viewWillAppear()
    #expect(presenter.rowDisplayModel(at: 0) == nil)
    #expect(view.last?.rowCount == nil)
    presenter.didFetchProducts(products)
    #expect(presenter.rowDisplayModel(at: 2)?.id == "p3")
    #expect(presenter.rowDisplayModel(at: 3) == nil)
    #expect(presenter.rowDisplayModel(at: -1) == nil)
  }

  @Test("the list finds the row of a product, and the exported ids follow the rows")
  func rowsAreFoundByProduct() {
    presenter.viewWillAppear()
    presenter.didFetchProducts(products)
    #expect(presenter.row(of: "p3") == 2)
    #expect(presenter.row(of: "p9") == nil)
    #expect(presenter.productIDs == ["p1", "p2", "p3"])
    #expect(view.last?.rowCount == 3)
  }

  /// The rows the last display model shows, as the view asks the presenter for them.
  private var shownRows: [ProductRowDisplayModel] {
    (0..<(view.last?.rowCount ?? 0)).compactMap(presenter.rowDisplayModel(at:))
  }
}
