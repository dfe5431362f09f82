import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// The app reducer: navigation as state and the hand-offs between features. Service calls are
/// controlled, so every effect is awaited explicitly.
@MainActor
@Suite struct AppFeatureTests {
  let harness = AppFeatureHarness()

  @Test func aProductTapPushesADetailUnderTheIdItsStackGivesIt() async {
    let store = harness.makeStore(.loadedList)
    store.send(.productList(.productTapped("p1")))
    await store.receive(.productList(.delegate(.openProduct("p1")))) {
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    #expect(store.state.path.ids == [0])
    #expect(store.state.navigation.detailID == 0)
  }

  /// Push versus set-stack is not app state: a tap and a link to the same product leave the same
  /// state; the navigation sync gets the difference as an intent with the action.
  @Test func aTapAndALinkToTheSameProductLeaveTheSameState() async {
    let tapped = harness.makeStore(.loadedList)
    tapped.send(.productList(.productTapped("p1")))
    await tapped.receive(.productList(.delegate(.openProduct("p1")))) {
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    let linked = harness.makeStore(.loadedList)
    linked.send(.deepLinkOpened(.product(id: "p1"))) {
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    #expect(tapped.state == linked.state)
  }

  @Test func theListHandsItsPayloadToTheAppWhichSetsTheAppWideFavourites() async {
    let store = harness.makeStore(AppFeature.State())
    store.send(.productList(.viewWillAppear)) { $0.productList.products = .loading }
    harness.fetchProducts.succeed(Fixtures.products)
    await store.receive(.productList(.productsResponse(.success(Fixtures.products)))) {
      $0.productList.products = .loaded(IdentifiedArray(Fixtures.products))
    }
    await store.receive(.productList(.delegate(.productsLoaded(Fixtures.products)))) {
      $0.favorites.isFavorite = ["p1": false, "p2": true]
    }
  }

  @Test func aFavouriteFromTheDetailIsPendingEverywhereThenFlipsAppWide() async {
    let store = harness.makeStore(.withLoadedDetail)
    store.send(.path(.element(id: 0, action: .favoriteTapped)))
    await store.receive(.path(.element(id: 0, action: .delegate(.toggleFavorite("p1"))))) {
      $0.favorites.pending = ["p1"]
    }
    harness.setFavorite.succeed(())
    await store.receive(
      .favorites(.setFavoriteResponse("p1", isFavorite: true, from: .detail(0), error: nil))
    ) {
      $0.favorites.pending = []
      $0.favorites.isFavorite["p1"] = true
    }
    #expect(harness.setFavorite.arguments == ["p1 true"])
  }

  @Test func aFailedToggleShowsOnTheScreenThatAskedAndTheNextTapClearsIt() async {
    let store = harness.makeStore(.loadedList)
    store.send(.productList(.favoriteTapped("p2")))
    await store.receive(.productList(.delegate(.toggleFavorite("p2")))) { $0.favorites.pending = ["p2"] }
    harness.setFavorite.fail(.network)
    await store.receive(
      .favorites(.setFavoriteResponse("p2", isFavorite: false, from: .list, error: .network))
    ) {
      $0.favorites.pending = []
    }
    await store.receive(.favorites(.delegate(.toggleFailed("p2", from: .list)))) {
      $0.productList.showsFavoriteFailure = true
    }
    store.send(.productList(.favoriteTapped("p1")))
    await store.receive(.productList(.delegate(.toggleFavorite("p1")))) {
      $0.productList.showsFavoriteFailure = false
      $0.favorites.pending = ["p1"]
    }
    harness.setFavorite.succeed(())
    await store.receive(.favorites(.setFavoriteResponse("p1", isFavorite: true, from: .list, error: nil))) {
      $0.favorites.pending = []
      $0.favorites.isFavorite["p1"] = true
    }
  }

  @Test func aTapWhilePendingIsIgnoredAndClearsNothing() async {
    var state = AppFeature.State.loadedList
    state.favorites.pending = ["p1"]
    state.productList.showsFavoriteFailure = true
    let store = harness.makeStore(state)
    store.send(.productList(.favoriteTapped("p1")))
    await store.receive(.productList(.delegate(.toggleFavorite("p1"))))
  }

  @Test func theDetailLoadsItsProductAndHandsTheAnswerToTheAppWhichSetsTheAppWideFavourite() async {
    let store = harness.makeStore(.loadedList)
    store.send(.deepLinkOpened(.product(id: "p1"))) {
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    store.send(.path(.element(id: 0, action: .viewWillAppear))) { $0.path[id: 0]?.product = .loading }
    let favourite = ProductDetail(
      id: "p1", name: "Phone", price: Money(cents: 129_900), description: "A phone.", isFavorite: true)
    harness.fetchProduct.succeed(favourite)
    await store.receive(.path(.element(id: 0, action: .productResponse(.success(favourite))))) {
      $0.path[id: 0]?.product = .loaded(favourite)
    }
    await store.receive(.path(.element(id: 0, action: .delegate(.productLoaded(favourite))))) {
      $0.favorites.isFavorite["p1"] = true
    }
  }

  @Test func aDetailPoppedWhileLoadingCancelsItsLoadSoTheAnswerChangesNothing() async {
    let store = harness.makeStore(.loadedList)
    store.send(.productList(.productTapped("p1")))
    await store.receive(.productList(.delegate(.openProduct("p1")))) {
      $0.path.append(ProductDetailFeature.State(productID: "p1"))
    }
    store.send(.path(.element(id: 0, action: .viewWillAppear))) { $0.path[id: 0]?.product = .loading }
    await store.settle()
    #expect(store.effectsInFlight == 1)

    store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }

    #expect(store.effectsInFlight == 0)
    await store.finish()
    #expect(harness.fetchProduct.arguments == ["p1"])
    #expect(store.state.favorites.isFavorite["p1"] == false)
  }

  @Test func aFavouriteAnsweredAfterItsDetailWasPoppedStillAppliesAppWide() async {
    let store = harness.makeStore(.withLoadedDetail)
    store.send(.path(.element(id: 0, action: .favoriteTapped)))
    await store.receive(.path(.element(id: 0, action: .delegate(.toggleFavorite("p1"))))) {
      $0.favorites.pending = ["p1"]
    }

    store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    harness.setFavorite.succeed(())

    await store.receive(
      .favorites(.setFavoriteResponse("p1", isFavorite: true, from: .detail(0), error: nil))
    ) {
      $0.favorites.pending = []
      $0.favorites.isFavorite["p1"] = true
    }
  }

  @Test func buyPresentsCheckoutAndCancelDismissesIt() async {
    let store = harness.makeStore(.withLoadedDetail)
    store.send(.path(.element(id: 0, action: .buyTapped)))
    await store.receive(.path(.element(id: 0, action: .delegate(.buy(Fixtures.phoneDetail))))) {
      $0.checkout = CheckoutFeature.State(product: Fixtures.phoneDetail)
    }
    store.send(.checkout(.cancelTapped))
    await store.receive(.checkout(.delegate(.cancelled))) { $0.checkout = nil }
  }

  @Test func aPlacedOrderDismissesPopsSelectsOrdersAndMarksThemStale() async {
    var state = AppFeature.State.withLoadedDetail
    state.checkout = CheckoutFeature.State(product: Fixtures.phoneDetail)
    let store = harness.makeStore(state)
    store.send(.checkout(.confirmTapped)) { $0.checkout?.phase = .processing }
    #expect(!store.state.acceptsDeepLinks)
    harness.placeOrder.succeed(Fixtures.order)
    await store.receive(.checkout(.orderResponse(.success(Fixtures.order))))
    await store.receive(.checkout(.delegate(.orderPlaced(Fixtures.order)))) {
      $0.checkout = nil
      $0.path.removeAll()
      $0.orders.isStale = true
      $0.selectedTab = .orders
    }
  }

  @Test func aSavedBMIRecordSelectsHistory() async {
    var state = AppFeature.State()
    state.bmi = BMIFeature.State(heightText: "170", weightText: "65")
    let store = harness.makeStore(state)
    store.send(.bmi(.saveTapped)) { $0.bmi.save = .saving }
    harness.save.succeed(())
    let record = Fixtures.record("r1")  // 170 cm, 65 kg, WHO; id and date from the dependencies
    await store.receive(.bmi(.saveResponse(record, error: nil))) { $0.bmi.save = .idle }
    await store.receive(.bmi(.delegate(.saved(record)))) { $0.selectedTab = .history }
  }

  @Test func aRecordSavedWhileHistoryIsOnScreenReloadsItOnceWithoutATabChange() async {
    var state = AppFeature.State()
    state.selectedTab = .history
    state.history.records = .loaded([])
    state.bmi = BMIFeature.State(heightText: "170", weightText: "65")
    let store = harness.makeStore(state)
    store.send(.bmi(.saveTapped)) { $0.bmi.save = .saving }
    harness.save.succeed(())
    let record = Fixtures.record("r1")
    await store.receive(.bmi(.saveResponse(record, error: nil))) { $0.bmi.save = .idle }
    await store.receive(.bmi(.delegate(.saved(record)))) { $0.history.records = .loading }
    harness.load.succeed([record])
    await store.receive(.history(.recordsResponse(.success([record])))) {
      $0.history.records = .loaded([record])
    }
    #expect(harness.load.arguments.count == 1)
  }

  @Test func theTabBarsSelectionIsState() {
    let store = harness.makeStore(AppFeature.State())
    store.send(.tabSelected(.bmi)) { $0.selectedTab = .bmi }
  }
}
