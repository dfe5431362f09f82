import AppContract
import Domain
import Testing

@testable import MVPApp

@MainActor
struct ProductListPresenterTests {
  let model = TestModel()
  let view = SpyProductListView()
  let presenter: ProductListPresenter

  init() {
    presenter = model.productList(view: view)
  }

  let phone = ProductRow(
    id: "p1", name: "Phone", price: "$1,299.00", favoriteGlyph: "♡", isFavoriteEnabled: true)
  let caseRow = ProductRow(
    id: "p2", name: "Case", price: "$19.50", favoriteGlyph: "♥", isFavoriteEnabled: true)

  @Test("The first appearance shows loading and fetches once; appearing again fetches nothing")
  func firstAppearanceLoadsOnce() async {
    presenter.viewWillAppear()
    #expect(view.calls == [.loading, .refresh(visible: false)])
    await presenter.loadTask?.value
    let shownBefore = view.calls
    presenter.viewWillAppear()
    #expect(model.api.calls == ["fetchProducts"])
    #expect(view.calls == shownBefore)
    #expect(view.last == .rows([phone, caseRow], notice: nil))
  }

  @Test("Loaded products reach the view as rows with formatted prices and app-wide favourite glyphs")
  func loadedProductsAreFormattedRows() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    #expect(view.last == .rows([phone, caseRow], notice: nil))
    #expect(model.services.favorites.states == ["p1": false, "p2": true])
  }

  @Test("The presenter answers which row shows a product from its index, and exports the same ids")
  func rowsAreFoundByProduct() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    #expect(presenter.row(of: "p2") == 1)
    #expect(presenter.row(of: "p9") == nil)
    #expect(presenter.productIDs == ["p1", "p2"])
  }

  @Test(
    "Refresh is offered once the list loaded, empty or not, and neither while loading nor after a failure")
  func refreshIsThePresentersToOffer() async {
    presenter.viewWillAppear()
    #expect(view.isRefreshVisible == false)
    await presenter.loadTask?.value
    #expect(view.isRefreshVisible == true)
    model.api.products = .failure(.network)
    presenter.refreshTapped()
    #expect(view.isRefreshVisible == false)
    await presenter.loadTask?.value
    #expect(view.last == .loadFailure("Could not load products"))
    #expect(view.isRefreshVisible == false)
    model.api.products = .success([])
    presenter.retryTapped()
    await presenter.loadTask?.value
    #expect(view.last == .empty(notice: nil))
    #expect(view.isRefreshVisible == true)
  }

  @Test("A failed load shows the load failure, and retry shows loading and fetches again")
  func failureThenRetry() async {
    model.api.products = .failure(.network)
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    #expect(view.last == .loadFailure("Could not load products"))
    #expect(presenter.notice == "Could not load products")
    model.api.products = .success([])
    presenter.retryTapped()
    #expect(view.last == .loading)
    await presenter.loadTask?.value
    #expect(model.api.calls == ["fetchProducts", "fetchProducts"])
    #expect(view.last == .empty(notice: nil))
  }

  @Test("A tapped favourite is disabled until the API answers, a second tap sends nothing, then it flips")
  func favouriteIsPessimistic() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    model.api.holdsFavoriteCalls = true
    presenter.favoriteTapped("p1")
    await model.api.heldFavoriteCalls.arrival()
    #expect(view.last == .rows([phone.with(isFavoriteEnabled: false), caseRow], notice: nil))
    presenter.favoriteTapped("p1")
    model.api.heldFavoriteCalls.releaseFirst()
    await presenter.favoriteTask?.value
    #expect(model.api.calls == ["fetchProducts", "setFavorite p1 true"])
    #expect(view.last == .rows([phone.with(favoriteGlyph: "♥"), caseRow], notice: nil))
  }

  @Test("A failed toggle keeps the glyph and shows the favourite notice above the rows until the next tap")
  func failedToggleShowsNotice() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    model.api.favoriteFailure = .server(status: 500)
    presenter.favoriteTapped("p2")
    await presenter.favoriteTask?.value
    #expect(view.last == .rows([phone, caseRow], notice: "Could not update favourite"))
    model.api.favoriteFailure = nil
    model.api.holdsFavoriteCalls = true
    presenter.favoriteTapped("p1")
    await model.api.heldFavoriteCalls.arrival()
    #expect(view.last == .rows([phone.with(isFavoriteEnabled: false), caseRow], notice: nil))
    model.api.heldFavoriteCalls.releaseFirst()
    await presenter.favoriteTask?.value
  }

  @Test("Selecting a row asks the view to show that product's detail, and calls nothing more")
  func selectingARowShowsTheDetail() async {
    presenter.viewWillAppear()
    await presenter.loadTask?.value
    presenter.rowSelected(at: 1)
    #expect(view.last == .detail("p2"))
    #expect(model.api.calls == ["fetchProducts"])
  }
}

extension ProductRow {
  func with(favoriteGlyph: String? = nil, isFavoriteEnabled: Bool? = nil) -> ProductRow {
    ProductRow(
      id: id, name: name, price: price, favoriteGlyph: favoriteGlyph ?? self.favoriteGlyph,
      isFavoriteEnabled: isFavoriteEnabled ?? self.isFavoriteEnabled)
  }
}
