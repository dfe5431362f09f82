import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

@MainActor
@Suite struct ProductListViewControllerTests {
  let app = TestApp()

  func makeLoadedList() async -> ProductListViewController {
    let list = ProductListViewController(services: app.services)
    list.simulateAppearance()
    await list.loadTask?.value
    return list
  }

  @Test func firstAppearanceShowsLoadingThenTheRows() async {
    let list = ProductListViewController(services: app.services)
    list.simulateAppearance()
    #expect(list.visibleIdentifiers == [ElementID.productsLoading])
    await list.loadTask?.value
    #expect(
      list.visibleIdentifiers.prefix(3) == [ElementID.productsRefresh, ElementID.productsList, "product.p1"])
    #expect(list.text(of: ElementID.productPrice("p1")) == "$1,299.00")
    #expect(list.text(of: ElementID.productFavorite("p2")) == "♥")
  }

  @Test("the list finds a product's row from the controller's index, and a reload renews it")
  func rowsAreFoundByProduct() async {
    let list = await makeLoadedList()
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p2")) == 1)
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p9")) == nil)
    #expect(list.listView.row(withIdentifier: ElementID.productName("p2")) == nil)
    app.api.products = .success(Array(Fixtures.productDTOs.reversed()))
    list.tap(ElementID.productsRefresh)
    await list.loadTask?.value
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p2")) == 0)
    #expect(list.snapshot == ListSnapshot(phase: .loaded, ids: ["p2", "p1"]))
  }

  @Test func appearingAgainDoesNotRefetchButRefreshDoes() async {
    let list = await makeLoadedList()
    list.viewWillAppear()
    #expect(app.api.calls == ["fetchProducts"])
    list.tap(ElementID.productsRefresh)
    #expect(list.visibleIdentifiers == [ElementID.productsLoading])
    await list.loadTask?.value
    #expect(app.api.calls == ["fetchProducts", "fetchProducts"])
  }

  @Test func failureShowsTheErrorAndRetryFetchesAgain() async {
    app.api.products = .failure(.network)
    let list = await makeLoadedList()
    #expect(list.visibleIdentifiers == [ElementID.productsError, ElementID.productsRetry])
    #expect(list.text(of: ElementID.productsError) == AppText.productsLoadFailed)
    #expect(list.snapshot == ListSnapshot(phase: .failed, message: AppText.productsLoadFailed))
    app.api.products = .success(Fixtures.productDTOs)
    list.tap(ElementID.productsRetry)
    await list.loadTask?.value
    #expect(list.snapshot == ListSnapshot(phase: .loaded, ids: ["p1", "p2"]))
  }

  @Test func emptyResultShowsNoProductsAndRefresh() async {
    app.api.products = .success([])
    let list = await makeLoadedList()
    #expect(list.visibleIdentifiers == [ElementID.productsEmpty, ElementID.productsRefresh])
    #expect(list.snapshot == ListSnapshot(phase: .loaded, ids: []))
  }

  @Test func favoriteTapWhilePendingSendsNoSecondRequest() async {
    let list = await makeLoadedList()
    app.api.holdsFavoriteCalls = true
    list.tap(ElementID.productFavorite("p1"))
    await app.api.heldFavoriteCalls.arrival()
    #expect(list.isEnabled(ElementID.productFavorite("p1")) == false)
    #expect(list.tap(ElementID.productFavorite("p1")) == false)
    list.toggleFavorite(of: "p1")
    app.api.heldFavoriteCalls.releaseFirst()
    await list.favoriteTask?.value
    #expect(app.api.calls == ["fetchProducts", "setFavorite p1 true"])
    #expect(list.text(of: ElementID.productFavorite("p1")) == "♥")
    #expect(list.isEnabled(ElementID.productFavorite("p1")) == true)
  }

  @Test func favoriteFailureShowsTheMessageUntilTheNextToggle() async {
    let list = await makeLoadedList()
    app.api.favoriteFailure = .network
    list.tap(ElementID.productFavorite("p1"))
    await list.favoriteTask?.value
    #expect(list.text(of: ElementID.productsError) == AppText.favoriteFailed)
    #expect(list.text(of: ElementID.productFavorite("p1")) == "♡")
    #expect(list.snapshot.message == AppText.favoriteFailed)
    app.api.favoriteFailure = nil
    list.tap(ElementID.productFavorite("p2"))
    await list.favoriteTask?.value
    #expect(list.visibleElement(ElementID.productsError) == nil)
  }

  @Test func toggleFromAnotherScreenClearsTheMessageAndShowsTheNewState() async throws {
    let list = await makeLoadedList()
    app.api.favoriteFailure = .network
    list.tap(ElementID.productFavorite("p1"))
    await list.favoriteTask?.value
    app.api.favoriteFailure = nil
    try await app.services.favorites.toggleFavorite(of: "p2")
    #expect(list.visibleElement(ElementID.productsError) == nil)
    #expect(list.text(of: ElementID.productFavorite("p2")) == "♡")
  }

  @Test func tappingARowPushesTheDetailOfThatProduct() async {
    let list = ProductListViewController(services: app.services)
    let navigation = NavigationController(rootViewController: list)
    list.simulateAppearance()
    await list.loadTask?.value
    list.listView(list.listView, didSelectRowAt: 1)
    let detail = navigation.topViewController as? ProductDetailViewController
    #expect(detail?.productID == "p2")
  }
}
