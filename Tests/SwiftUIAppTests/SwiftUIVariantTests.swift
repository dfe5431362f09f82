import AppContract
import Domain
import Foundation
import HeadlessUI
import Testing

@testable import SwiftUIApp

@MainActor
@Suite struct SwiftUIVariantTests {
  @Test("Launch shows the four tabs with Products selected")
  func launchShowsTheFourTabsWithProductsSelected() throws {
    let window = Window()
    let environment = AppEnvironment(
      api: UnansweredAPI(), historyStore: EmptyHistoryStore(), clock: StillClock(), ids: CountingIDs())
    let app = SwiftUIVariant(environment: environment, window: window)
    window.makeKeyAndVisible()
    let tabs = try #require(window.rootViewController as? TabBarController)
    #expect(tabs.viewControllers.map(\.tabBarItem.identifier) == Tab.allCases.map(\.rawValue))
    #expect(window.topScreenName == ScreenName.productList)
    #expect(app.exportState().canonicalLines.count == 7)
  }
}

// MARK: - Services that answer nothing (replace with fakes as the screens grow)

struct UnansweredAPI: ProductAPI {
  func fetchProducts() async throws(APIError) -> [ProductDTO] { throw .network }
  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO { throw .network }
  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) { throw .network }
  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO { throw .network }
  func fetchOrders() async throws(APIError) -> [OrderDTO] { throw .network }
}

struct EmptyHistoryStore: HistoryStore {
  func load() async throws(StoreError) -> [BMIRecord] { [] }
  func save(_ record: BMIRecord) async throws(StoreError) {}
  func delete(id: String) async throws(StoreError) {}
}

struct StillClock: AppClock {
  var now: Date { Date(timeIntervalSince1970: 0) }
  func sleep(for duration: Duration) async throws {}
}

struct CountingIDs: IDGenerator {
  func makeID() -> String { "r1" }
}
