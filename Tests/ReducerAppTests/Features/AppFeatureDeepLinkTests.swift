import AppContract
import Domain
import Testing

@testable import ReducerApp

/// Deep links as actions: dismiss the modal, select the tab, set the stack — or nothing at all
/// while a payment runs.
@MainActor
@Suite struct AppFeatureDeepLinkTests {
  let harness = AppFeatureHarness()

  @Test func aProductLinkReplacesTheStackWithANewDetailEvenOfTheSameProduct() async {
    var state = AppFeature.State.loadedList
    state.selectedTab = .orders
    state.detail = ProductDetailFeature.State(id: 4, productID: "p2", product: .loaded(Fixtures.phoneDetail))
    state.nextPresentationID = 5
    let store = harness.makeStore(state)
    store.send(.deepLinkOpened(.product(id: "p2"))) {
      $0.selectedTab = .products
      $0.detail = ProductDetailFeature.State(id: 5, productID: "p2")
      $0.nextPresentationID = 6
    }
  }

  @Test func aLinkDismissesAFailedCheckoutAndAProductsLinkPopsTheDetail() {
    var state = AppFeature.State.loadedList
    state.detail = ProductDetailFeature.State(id: 1, productID: "p1", product: .loaded(Fixtures.phoneDetail))
    state.checkout = CheckoutFeature.State(
      id: "p1", productName: "Phone", price: Money(cents: 1), phase: .failed)
    let store = harness.makeStore(state)
    store.send(.deepLinkOpened(.products)) {
      $0.checkout = nil
      $0.detail = nil
    }
  }

  @Test(arguments: [DeepLink.orders, .bmi, .history])
  func aTabLinkSelectsTheTabAndLeavesTheProductsStack(link: DeepLink) {
    var state = AppFeature.State.loadedList
    state.detail = ProductDetailFeature.State(id: 1, productID: "p1")
    let store = harness.makeStore(state)
    store.send(.deepLinkOpened(link)) { $0.selectedTab = link.tab }
  }

  @Test func everyLinkIsRefusedWhileAPaymentRuns() {
    var state = AppFeature.State.loadedList
    state.checkout = CheckoutFeature.State(
      id: "p1", productName: "Phone", price: Money(cents: 1), phase: .processing)
    let store = harness.makeStore(state)
    #expect(!store.state.acceptsDeepLinks)
    store.send(.deepLinkOpened(.orders))
  }

  @Test func aReplacedDetailsLoadIsCancelledAndNeverReachesTheNewOne() async {
    let store = harness.makeStore(.loadedList)
    store.send(.deepLinkOpened(.product(id: "p1"))) {
      $0.detail = ProductDetailFeature.State(id: 1, productID: "p1")
      $0.nextPresentationID = 2
    }
    store.send(.detail(.viewWillAppear)) { $0.detail?.product = .loading }
    await store.settle()
    store.send(.deepLinkOpened(.product(id: "p1"))) {
      $0.detail = ProductDetailFeature.State(id: 2, productID: "p1")
      $0.nextPresentationID = 3
    }
    await store.finish()
    #expect(harness.fetchProduct.arguments == ["p1"])
    #expect(store.state.detail?.product == .notLoaded)
  }
}
