import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

/// The list's logic — fetching, mapping, favourites — lives in the controller, so it is tested
/// through the controller: load its view, send the lifecycle calls, tap, read labels.
@MainActor
@Suite struct ProductListViewControllerTests {
  let app = TestApp()

  @Test("The first appearance fetches once, shows the rows in API order, writes the favourites to the data")
  func firstAppearanceLoads() async {
    let list = ProductListViewController(environment: app.environment, data: app.data)
    list.simulateAppearance()
    #expect(list.visibleIdentifiers == [ElementID.productsLoading])
    await list.loadTask?.value
    #expect(list.listView.renderedRowIdentifiers == [ElementID.productRow("p1"), ElementID.productRow("p2")])
    #expect(list.text(of: ElementID.productPrice("p1")) == "$1,299.00")
    #expect(list.text(of: ElementID.productFavorite("p2")) == "♥")
    #expect(app.data.favorites == ["p1": false, "p2": true])
    list.viewWillAppear()
    #expect(app.api.calls == ["fetchProducts"])
  }

  @Test("The list finds a product's row from the controller's index, and a reload renews it")
  func rowsAreFoundByProduct() async {
    let list = ProductListViewController(environment: app.environment, data: app.data)
    list.simulateAppearance()
    await list.loadTask?.value
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p2")) == 1)
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p9")) == nil)
    app.api.products = .success(Array(Fixtures.productDTOs.reversed()))
    list.tap(ElementID.productsRefresh)
    await list.loadTask?.value
    #expect(list.listView.row(withIdentifier: ElementID.productRow("p2")) == 0)
    #expect(list.snapshot == ListSnapshot(phase: .loaded, ids: ["p2", "p1"]))
  }

  @Test("A toggle is pessimistic: disabled and unchanged while pending, flipped app-wide on success")
  func toggleIsPessimistic() async {
    let list = ProductListViewController(environment: app.environment, data: app.data)
    list.simulateAppearance()
    await list.loadTask?.value
    app.api.holdsFavoriteCalls = true
    list.tap(ElementID.productFavorite("p1"))
    await app.api.heldFavoriteCalls.arrival()
    #expect(list.text(of: ElementID.productFavorite("p1")) == "♡")
    #expect(list.isEnabled(ElementID.productFavorite("p1")) == false)
    #expect(list.tap(ElementID.productFavorite("p1")) == false)
    #expect(app.data.pendingFavorites == ["p1"])
    app.api.heldFavoriteCalls.releaseFirst()
    await list.favoriteTask?.value
    #expect(list.text(of: ElementID.productFavorite("p1")) == "♥")
    #expect(app.data.favorites["p1"] == true && app.data.pendingFavorites.isEmpty)
    #expect(app.api.calls == ["fetchProducts", "setFavorite p1 true"])
  }

  @Test("A failed toggle keeps the glyph and shows the error, which a toggle started on any screen clears")
  func failedToggleShowsTheErrorUntilTheNextToggle() async {
    let list = ProductListViewController(environment: app.environment, data: app.data)
    list.simulateAppearance()
    await list.loadTask?.value
    app.api.favoriteFailure = .network
    list.tap(ElementID.productFavorite("p2"))
    await list.favoriteTask?.value
    #expect(list.visibleIdentifiers.prefix(2) == [ElementID.productsError, ElementID.productsRefresh])
    #expect(list.snapshot.message == AppText.favoriteFailed)
    #expect(list.text(of: ElementID.productFavorite("p2")) == "♥")

    app.api.favoriteFailure = nil
    let detail = ProductDetailViewController(productID: "p1", environment: app.environment, data: app.data)
    detail.simulateAppearance()
    await detail.loadTask?.value
    detail.tap(ElementID.detailFavorite)
    #expect(list.snapshot.message == nil)
    await detail.favoriteTask?.value
    #expect(list.text(of: ElementID.productFavorite("p1")) == "♥")
  }
}
