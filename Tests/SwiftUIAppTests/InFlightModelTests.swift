import AppContract
import AppTestDoubles
import Domain
import Testing

@testable import SwiftUIApp

/// What the models do while something is in flight: a save landing on History, a deletion during
/// a reload, a favourite's pending state and its failure, a second confirm while paying.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct InFlightModelTests {
  let store = FakeHistoryStore()
  let api = FakeProductAPI()
  let app = AppModel()
  var services: HistoryServices { HistoryServices(store: store, clock: FixedClock(), ids: SequentialIDs()) }

  @Test func aSaveThatLandsWhileHistoryIsOnScreenReloadsIt() async {
    app.history.appeared(store: store)
    await app.history.loadTask?.value
    app.bmi.heightText = "180"
    app.bmi.weightText = "75"
    app.bmi.save(services: services, history: app.history, router: app.router)
    await app.bmi.saveTask?.value
    await app.history.loadTask?.value
    #expect(store.calls.filter { $0 == "load" }.count == 2)
    #expect(store.records.count == 1)
    #expect(app.history.snapshot == ListSnapshot(phase: .loaded, ids: store.records.map(\.id)))
  }

  @Test func aSaveThatLandsAfterHistoryLeftDoesNotLoadIt() async {
    app.history.appeared(store: store)
    await app.history.loadTask?.value
    app.history.disappeared()
    app.bmi.heightText = "180"
    app.bmi.weightText = "75"
    app.bmi.save(services: services, history: app.history, router: app.router)
    await app.bmi.saveTask?.value
    #expect(store.calls.filter { $0 == "load" }.count == 1)
    #expect(app.router.tab == .history)
  }

  @Test func aDeletionThatFinishesDuringAReloadLeavesTheReloadedListWithoutIt() async {
    store.records = [Fixtures.record(id: "r1", hour: 1), Fixtures.record(id: "r2", hour: 2)]
    app.history.appeared(store: store)
    await app.history.loadTask?.value
    app.history.delete(id: "r1", store: store)
    app.history.load(store: store)
    #expect(app.history.state.isLoading)
    await app.history.deleteTask?.value
    await app.history.loadTask?.value
    #expect(app.history.snapshot == ListSnapshot(phase: .loaded, ids: ["r2"]))
    #expect(app.history.deleting.isEmpty)
  }

  @Test func aFailedFavouriteLeavesTheStateAsTheAPILastSaidIt() async {
    api.holdsFavoriteCalls = true
    api.favoriteFailure = .network
    app.favorites.record([Product(id: "p1", name: "Phone", price: Money(cents: 100), isFavorite: true)])
    let toggle = Task { await app.favorites.toggle("p1", api: api) }
    await api.heldFavoriteCalls.arrival()
    #expect(app.favorites.isPending("p1") && app.favorites.isFavorite("p1"))
    #expect(await app.favorites.toggle("p1", api: api))
    api.heldFavoriteCalls.releaseFirst()
    #expect(await toggle.value == false)
    #expect(!app.favorites.isPending("p1") && app.favorites.isFavorite("p1"))
    #expect(api.calls == ["setFavorite p1 false"])
  }

  @Test func aSecondConfirmWhilePayingPlacesNoSecondOrder() async {
    api.holdsOrderCalls = true
    let checkout = CheckoutModel(
      product: Product(id: "p1", name: "Phone", price: Money(cents: 100), isFavorite: false))
    app.router.checkout = checkout
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    await api.heldOrderCalls.arrival()
    let first = checkout.orderTask
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    #expect(checkout.orderTask == first && checkout.isProcessing)
    api.heldOrderCalls.releaseFirst()
    await checkout.orderTask?.value
    #expect(api.calls.filter { $0.hasPrefix("placeOrder") }.count == 1)
    #expect(app.router.checkout == nil && app.router.tab == .orders)
  }

  @Test func aFailedPaymentCanBeConfirmedAgain() async {
    api.orderResult = .failure(.network)
    let checkout = CheckoutModel(
      product: Product(id: "p1", name: "Phone", price: Money(cents: 100), isFavorite: false))
    app.router.checkout = checkout
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    await checkout.orderTask?.value
    #expect(checkout.snapshot.phase == .failed)
    api.orderResult = .success(Fixtures.orderDTO(id: "o1", createdAt: "2026-01-01T09:00:00Z"))
    checkout.confirm(api: api, orders: app.orders, router: app.router)
    await checkout.orderTask?.value
    #expect(api.calls.filter { $0.hasPrefix("placeOrder") }.count == 2)
    #expect(app.router.checkout == nil)
  }
}
