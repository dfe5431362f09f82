import Domain
import Foundation
import HeadlessSwiftUI

/// The services of the `AppEnvironment`, as environment values: views read them with
/// `@Environment(\.productAPI)` and hand them to the models' actions.
extension EnvironmentValues {
  var productAPI: any ProductAPI {
    get { self[ProductAPIKey.self] }
    set { self[ProductAPIKey.self] = newValue }
  }

  var historyStore: any HistoryStore {
    get { self[HistoryStoreKey.self] }
    set { self[HistoryStoreKey.self] = newValue }
  }

  var appClock: any AppClock {
    get { self[AppClockKey.self] }
    set { self[AppClockKey.self] = newValue }
  }

  var idGenerator: any IDGenerator {
    get { self[IDGeneratorKey.self] }
    set { self[IDGeneratorKey.self] = newValue }
  }
}

private enum ProductAPIKey: EnvironmentKey {
  static var defaultValue: any ProductAPI { NoServices() }
}

private enum HistoryStoreKey: EnvironmentKey {
  static var defaultValue: any HistoryStore { NoServices() }
}

private enum AppClockKey: EnvironmentKey {
  static var defaultValue: any AppClock { NoServices() }
}

private enum IDGeneratorKey: EnvironmentKey {
  static var defaultValue: any IDGenerator { NoServices() }
}

/// What a view reads when nobody set a service (as SwiftUI's default values): every call fails.
struct NoServices: ProductAPI, HistoryStore, AppClock, IDGenerator {
  func fetchProducts() async throws(APIError) -> [ProductDTO] { throw .network }
  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO { throw .network }
  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) { throw .network }
  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO { throw .network }
  func fetchOrders() async throws(APIError) -> [OrderDTO] { throw .network }
  func load() async throws(StoreError) -> [BMIRecord] { throw .unavailable }
  func save(_ record: BMIRecord) async throws(StoreError) { throw .unavailable }
  func delete(id: String) async throws(StoreError) { throw .unavailable }
  var now: Date { Date(timeIntervalSince1970: 0) }
  func sleep(for duration: Duration) async throws { throw CancellationError() }
  func makeID() -> String { "unset" }
}
