import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// Deep links as actions: dismiss the modal, select the tab, set the stack — or nothing at all
/// while a payment runs.
@MainActor
@Suite struct AppFeatureDeepLinkTests {
  let harness = AppFeatureHarness()

  @Test func aProductLinkReplacesTheStackWithANewDetailEvenOfTheSameProduct() async {
    var state = AppFeature.State.loadedList
    state.selectedTab = .orders
    state.path.append(ProductDetailFeature.State(productID: "p2", product: .loaded(Fixtures.phoneDetail)))
    let store = harness.makeStore(state)
    store.send(.deepLinkOpened(.product(id: "p2"))) {
      $0.selectedTab = .products
      $0.path.removeAll()
      $0.path.append(ProductDetailFeature.State(productID: "p2"))
    }
    #expect(store.state.path.ids == [1])
  }

  @Test func aLinkDismissesAFailedCheckoutAndAProductsLinkPopsTheDetail() {
    var state = AppFeature.State.withLoadedDetail
    state.checkout = CheckoutFeature.State(
      id: "p1", productName: "Phone", price: Money(cents: 1), phase: .failed)
    let store = harness.makeStore(state)
    store.send(.deepLinkOpened(.products)) {
      $0.checkout = nil
      $0.path.removeAll()
    }
  }

  @Test(arguments: [DeepLink.orders, .bmi, .history])
  func aTabLinkSelectsTheTabAndLeavesTheProductsStack(link: DeepLink) {
    let store = harness.makeStore(.withLoadedDetail)
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
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    store.send(.path(.element(id: 0, action: .viewWillAppear))) { $0.path[id: 0]?.product = .loading }
    await store.settle()
    store.send(.deepLinkOpened(.product(id: "p1"))) {
      $0.path.removeAll()
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    #expect(store.state.path.ids == [1])
    await store.finish()
    #expect(harness.fetchProduct.arguments == ["p1"])
    #expect(store.state.detail?.product == .notLoaded)
  }
}
