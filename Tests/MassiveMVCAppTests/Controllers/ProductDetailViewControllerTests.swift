import AppContract
import AppTestDoubles
import Domain
import HeadlessUI
import Testing

@testable import MassiveMVCApp

@MainActor
@Suite struct ProductDetailViewControllerTests {
  let app = TestApp()

  @Test("A failed fetch shows the error and Retry, which fetches again and titles the screen")
  func failureThenRetry() async {
    app.api.productFailure = .timeout
    let detail = ProductDetailViewController(productID: "p1", environment: app.environment, data: app.data)
    detail.simulateAppearance()
    await detail.loadTask?.value
    #expect(detail.visibleIdentifiers == [ElementID.detailError, ElementID.detailRetry])
    #expect(detail.title == "")
    app.api.productFailure = nil
    detail.tap(ElementID.detailRetry)
    await detail.loadTask?.value
    #expect(detail.snapshot == DetailSnapshot(productID: "p1", phase: .loaded))
    #expect(detail.title == "Phone")
    #expect(app.api.calls == ["fetchProduct p1", "fetchProduct p1"])
  }

  @Test("Buy presents the checkout for this product, in its own navigation controller")
  func buyPresentsTheCheckout() async {
    let detail = ProductDetailViewController(productID: "p2", environment: app.environment, data: app.data)
    let navigation = NavigationController(rootViewController: detail)
    detail.simulateAppearance()
    await detail.loadTask?.value
    detail.tap(ElementID.detailBuy)
    let modal = navigation.presentedViewController as? NavigationController
    let checkout = modal?.topViewController as? CheckoutViewController
    #expect(checkout?.product.id == "p2")
    #expect(checkout?.snapshot == CheckoutSnapshot(productID: "p2", phase: .ready))
  }
}
