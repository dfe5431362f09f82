import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import SwiftUIApp

/// The router, the detail's model and the app model's deep links, without any view.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigationModelTests {
  let api = FakeProductAPI()
  let app = AppModel()

  @Test func aDetailLeavingThePathCancelsItsLoadAndItsAnswerChangesNothing() async throws {
    api.holdsProductCalls = true
    app.router.showDetail(of: "p2")
    let detail = try #require(app.router.topDetail)
    detail.loadIfNeeded(api: api, favorites: app.favorites)
    await api.heldProductCalls.arrival()
    app.router.productsPath = []
    api.heldProductCalls.releaseFirst()
    await detail.loadTask?.value
    #expect(app.router.topDetail == nil)
    #expect(detail.state.isLoading)
    #expect(app.favorites.snapshot.isFavorite.isEmpty)
  }

  @Test func aProductLinkSelectsProductsWithANewDetailOnTopEvenOfTheSameProduct() {
    app.router.showDetail(of: "p2")
    let first = app.router.productsPath
    #expect(app.open("app://products/p2"))
    #expect(app.router.tab == .products)
    #expect(app.router.productsPath.count == 1 && app.router.productsPath != first)
    #expect(app.snapshot.detail == DetailSnapshot(productID: "p2", phase: .notLoaded))
  }

  @Test(arguments: ["app://nowhere", "app://products/", "http://orders"])
  func anUnknownLinkIsRefusedAndChangesNothing(url: String) {
    app.router.tab = .bmi
    #expect(!app.open(url))
    #expect(app.router.tab == .bmi)
  }

  @Test func everyLinkIsRefusedWhileAPaymentIsProcessing() async {
    api.holdsOrderCalls = true
    let checkout = CheckoutModel(
      product: Product(id: "p1", name: "Phone", price: Money(cents: 100), isFavorite: false))
    app.router.checkout = checkout
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    await api.heldOrderCalls.arrival()
    #expect(!app.open("app://orders"))
    #expect(app.router.checkout === checkout)
    api.heldOrderCalls.releaseFirst()
    await checkout.orderTask?.value
  }

  @Test func aPlacedOrderHandsOffToOrdersWhichLoadsOnItsFirstAppearance() async {
    app.router.showDetail(of: "p1")
    let checkout = CheckoutModel(
      product: Product(id: "p1", name: "Phone", price: Money(cents: 100), isFavorite: false))
    app.router.checkout = checkout
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    await checkout.orderTask?.value
    #expect(app.router.checkout == nil && app.router.productsPath.isEmpty && app.router.tab == .orders)
    #expect(api.calls == ["placeOrder p1"])
    #expect(app.orders.snapshot == ListSnapshot(phase: .notLoaded))
  }
}
