import AppContract
import Domain
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

/// Controlled service calls for the app reducer, and stores built on them.
@MainActor
struct AppFeatureHarness {
  let parking = ParkingLot()
  let fetchProducts: ControlledCall<Void, [Product], APIError>
  let fetchProduct: ControlledCall<ProductID, ProductDetail, APIError>
  let setFavorite: ControlledCall<String, Void, APIError>
  let placeOrder: ControlledCall<ProductID, Order, APIError>
  let save: ControlledCall<BMIRecord, Void, StoreError>
  let load: ControlledCall<Void, [BMIRecord], StoreError>

  init() {
    fetchProducts = .init(parking: parking, cancelled: .cancelled)
    fetchProduct = .init(parking: parking, cancelled: .cancelled)
    setFavorite = .init(parking: parking, cancelled: .cancelled)
    placeOrder = .init(parking: parking, cancelled: .cancelled)
    save = .init(parking: parking, cancelled: .cancelled)
    load = .init(parking: parking, cancelled: .cancelled)
  }

  /// The app's dependencies: the controlled calls above; every other call fails the test.
  var dependencies: AppDependencies {
    var dependencies = AppDependencies.unimplemented
    let (fetchProducts, fetchProduct, setFavorite, placeOrder, save, load) =
      (self.fetchProducts, self.fetchProduct, self.setFavorite, self.placeOrder, self.save, self.load)
    dependencies.products.fetchProducts = { () async throws(APIError) in try await fetchProducts() }
    dependencies.products.fetchProduct = { id async throws(APIError) in try await fetchProduct(id) }
    dependencies.products.setFavorite = { id, isFavorite async throws(APIError) in
      try await setFavorite("\(id) \(isFavorite)")
    }
    dependencies.products.placeOrder = { id async throws(APIError) in try await placeOrder(id) }
    dependencies.history.save = { record async throws(StoreError) in try await save(record) }
    dependencies.history.load = { () async throws(StoreError) in try await load() }
    return dependencies
  }

  func makeStore(
    _ state: AppFeature.State, sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(initialState: state, parking: parking, sourceLocation: sourceLocation) {
      AppFeature(dependencies: dependencies)
    }
  }
}

extension AppFeature.State {
  /// The app with its product list loaded and the favourites the list carried.
  static var loadedList: Self {
    var state = Self()
    state.productList.products = .loaded(IdentifiedArray(Fixtures.products))
    state.favorites.record(Fixtures.products)
    return state
  }

  /// The loaded list with the loaded detail of p1 pushed on it, under stack id 0.
  static var withLoadedDetail: Self {
    var state = loadedList
    state.path.append(ProductDetailFeature.State(productID: "p1", product: .loaded(Fixtures.phoneDetail)))
    return state
  }
}
