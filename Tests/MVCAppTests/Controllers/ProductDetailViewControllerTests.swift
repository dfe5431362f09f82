import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MVCApp

@MainActor
@Suite struct ProductDetailViewControllerTests {
  let app = TestApp()

  @Test func firstAppearanceLoadsTheProductAndTitlesTheScreen() async {
    let detail = ProductDetailViewController(productID: "p1", services: app.services)
    detail.simulateAppearance()
    #expect(detail.visibleIdentifiers == [ElementID.detailLoading])
    #expect(detail.title == "")
    await detail.loadTask?.value
    #expect(
      detail.visibleIdentifiers == [
        ElementID.detailName, ElementID.detailPrice, ElementID.detailDescription, ElementID.detailFavorite,
        ElementID.detailBuy,
      ])
    #expect(detail.title == "Phone")
    #expect(detail.text(of: ElementID.detailDescription) == "About p1")
    detail.viewWillAppear()
    #expect(app.api.calls == ["fetchProduct p1"])
  }

  @Test func failureShowsRetryWhichLoadsAgain() async {
    app.api.productFailure = .timeout
    let detail = ProductDetailViewController(productID: "p1", services: app.services)
    detail.simulateAppearance()
    await detail.loadTask?.value
    #expect(detail.visibleIdentifiers == [ElementID.detailError, ElementID.detailRetry])
    #expect(
      detail.snapshot == DetailSnapshot(productID: "p1", phase: .failed, message: AppText.productLoadFailed))
    app.api.productFailure = nil
    detail.tap(ElementID.detailRetry)
    await detail.loadTask?.value
    #expect(detail.snapshot == DetailSnapshot(productID: "p1", phase: .loaded))
  }

  @Test func favouriteShowsTheAppWideStateAndItsPendingRequest() async {
    let detail = ProductDetailViewController(productID: "p1", services: app.services)
    detail.simulateAppearance()
    await detail.loadTask?.value
    let list = ProductListViewController(services: app.services)
    list.simulateAppearance()
    await list.loadTask?.value
    app.api.holdsFavoriteCalls = true
    list.tap(ElementID.productFavorite("p1"))
    await app.api.heldFavoriteCalls.arrival()
    #expect(detail.isEnabled(ElementID.detailFavorite) == false)
    app.api.heldFavoriteCalls.releaseFirst()
    await list.favoriteTask?.value
    #expect(detail.text(of: ElementID.detailFavorite) == "♥")
    #expect(detail.isEnabled(ElementID.detailFavorite) == true)
  }

  @Test func favouriteFailureShowsTheMessageAboveTheProduct() async {
    let detail = ProductDetailViewController(productID: "p1", services: app.services)
    detail.simulateAppearance()
    await detail.loadTask?.value
    app.api.favoriteFailure = .network
    detail.tap(ElementID.detailFavorite)
    await detail.favoriteTask?.value
    #expect(detail.visibleIdentifiers.first == ElementID.detailError)
    #expect(detail.snapshot.message == AppText.favoriteFailed)
    #expect(detail.text(of: ElementID.detailFavorite) == "♡")
  }

  @Test func buyPresentsTheCheckoutForThisProduct() async {
    let detail = ProductDetailViewController(productID: "p2", services: app.services)
    let navigation = NavigationController(rootViewController: detail)
    detail.simulateAppearance()
    await detail.loadTask?.value
    detail.tap(ElementID.detailBuy)
    let modal = navigation.presentedViewController as? NavigationController
    let checkout = modal?.topViewController as? CheckoutViewController
    #expect(checkout?.product.id == "p2")
    #expect(checkout?.delegate === detail)
  }
}
