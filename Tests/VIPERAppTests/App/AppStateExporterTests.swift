import AppContract
import Domain
import Testing

@testable import VIPERApp

/// The exporter is the one place where modules' view states become the exported shape: each
/// mapping on its own, then the whole snapshot read from a running app's modules.
@MainActor
struct AppStateExporterTests {
  let products = Fixtures.threeProducts.map { $0.toDomain() }
  let phone = Fixtures.detail("p1", name: "Phone", price: 1299).toDomain()

  @Test func aProductListMapsItsPhaseIdsAndVisibleMessage() {
    #expect(AppStateExporter.products(ProductListViewState(), ids: []) == ListSnapshot(phase: .notLoaded))
    #expect(
      AppStateExporter.products(ProductListViewState(phase: .loading), ids: [])
        == ListSnapshot(phase: .loading))
    #expect(
      AppStateExporter.products(ProductListViewState(phase: .loaded(products)), ids: ["p1", "p2", "p3"])
        == ListSnapshot(phase: .loaded, ids: ["p1", "p2", "p3"]))
    #expect(
      AppStateExporter.products(ProductListViewState(phase: .failed), ids: [])
        == ListSnapshot(phase: .failed, message: AppText.productsLoadFailed))
    #expect(
      AppStateExporter.products(
        ProductListViewState(phase: .loaded(products), hasFavoriteFailure: true), ids: ["p1", "p2", "p3"])
        == ListSnapshot(phase: .loaded, ids: ["p1", "p2", "p3"], message: AppText.favoriteFailed))
  }

  /// A favourite failure is kept while the list reloads but is not on screen, so it is not
  /// exported either; once loaded it shows, above "No products" when the list came back empty.
  @Test func aFavoriteFailureIsExportedOnlyWhileItShows() {
    #expect(
      AppStateExporter.products(ProductListViewState(phase: .loading, hasFavoriteFailure: true), ids: [])
        == ListSnapshot(phase: .loading))
    #expect(
      AppStateExporter.products(ProductListViewState(phase: .loaded([]), hasFavoriteFailure: true), ids: [])
        == ListSnapshot(phase: .loaded, ids: [], message: AppText.favoriteFailed))
  }

  @Test func aDetailMapsItsProductPhaseAndMessage() {
    #expect(
      AppStateExporter.detail(ProductDetailViewState(productID: "p1"))
        == DetailSnapshot(productID: "p1", phase: .notLoaded))
    #expect(
      AppStateExporter.detail(ProductDetailViewState(productID: "p1", phase: .failed))
        == DetailSnapshot(productID: "p1", phase: .failed, message: AppText.productLoadFailed))
    #expect(
      AppStateExporter.detail(
        ProductDetailViewState(productID: "p1", phase: .loaded(phone), hasFavoriteFailure: true))
        == DetailSnapshot(productID: "p1", phase: .loaded, message: AppText.favoriteFailed))
  }

  @Test(arguments: [
    (CheckoutViewState.Payment.ready, CheckoutSnapshot.Phase.ready), (.processing, .processing),
    (.failed, .failed),
  ])
  func aCheckoutMapsItsPayment(payment: CheckoutViewState.Payment, phase: CheckoutSnapshot.Phase) {
    let state = CheckoutViewState(product: products[1], payment: payment)
    #expect(AppStateExporter.checkout(state) == CheckoutSnapshot(productID: "p2", phase: phase))
  }

  @Test func ordersAndHistoryMapLikeLists() {
    let order = Fixtures.order("o1", name: "Phone").toDomain()
    #expect(
      AppStateExporter.orders(OrderListViewState(phase: .loaded([order])))
        == ListSnapshot(phase: .loaded, ids: ["o1"]))
    #expect(
      AppStateExporter.orders(OrderListViewState(phase: .failed))
        == ListSnapshot(phase: .failed, message: AppText.ordersLoadFailed))
    let records = [Fixtures.record("r2", hoursAfterNewYear: 10), Fixtures.record("r1", hoursAfterNewYear: 9)]
    #expect(
      AppStateExporter.history(HistoryListViewState(phase: .loaded(records), deleting: ["r1"]))
        == ListSnapshot(phase: .loaded, ids: ["r2", "r1"]))
    #expect(
      AppStateExporter.history(HistoryListViewState(phase: .loaded(records), hasDeleteFailure: true))
        == ListSnapshot(phase: .loaded, ids: ["r2", "r1"], message: AppText.deleteFailed))
    #expect(
      AppStateExporter.history(HistoryListViewState(phase: .failed))
        == ListSnapshot(phase: .failed, message: AppText.historyLoadFailed))
  }

  @Test func theBMIFormExportsItsFieldsAndTheOutcomeAsShown() {
    let measurement = BMIMeasurement(heightCm: 170, weightKg: 66)
    let valid = BMIFormViewState(
      heightText: "170", weightText: " 66", standard: .taiwan,
      evaluation: .valid(measurement, BMIResult(measurement: measurement, standard: .taiwan)), save: .saving)
    #expect(
      AppStateExporter.bmi(valid)
        == BMISnapshot(
          heightText: "170", weightText: " 66", standard: .taiwan, outcome: "22.8 Normal", save: .saving))
    let invalid = BMIFormViewState(heightText: "20", evaluation: .invalid(.heightOutOfRange), save: .failed)
    #expect(
      AppStateExporter.bmi(invalid)
        == BMISnapshot(
          heightText: "20", weightText: "", standard: .who, outcome: "Height must be 50–300 cm", save: .failed
        ))
  }

  @Test func favoritesMapOneToOne() {
    #expect(
      AppStateExporter.favorites(FavoriteStates(isFavorite: ["p1": true, "p2": false], pending: ["p2"]))
        == FavoritesSnapshot(isFavorite: ["p1": true, "p2": false], pending: ["p2"]))
  }

  /// The whole snapshot asks the modules in the hierarchy: the tab roots, the detail in the
  /// Products stack and the presented checkout, none of which know the exported shape.
  @Test func theSnapshotReadsTheModulesInTheHierarchy() async throws {
    let app = AppDriver(
      api: FakeProductAPI {
        $0.products = .success(Fixtures.threeProducts)
        $0.details["p2"] = .success(Fixtures.detail("p2", name: "Case", price: 19.99))
      })
    await app.launch()
    try await app.tap("product.p2")
    try await app.tap("detail.buy")
    #expect(
      app.state
        == AppSnapshot(
          products: ListSnapshot(phase: .loaded, ids: ["p1", "p2", "p3"]),
          favorites: FavoritesSnapshot(isFavorite: ["p1": false, "p2": false, "p3": false]),
          detail: DetailSnapshot(productID: "p2", phase: .loaded),
          checkout: CheckoutSnapshot(productID: "p2", phase: .ready),
          orders: ListSnapshot(phase: .notLoaded),
          bmi: BMISnapshot(
            heightText: "", weightText: "", standard: .who, outcome: "Enter height and weight", save: .idle),
          history: ListSnapshot(phase: .notLoaded)))
  }
}
