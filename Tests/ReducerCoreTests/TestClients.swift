import Domain
import Foundation
import ReducerRuntime
import ReducerTestSupport
import Testing

@testable import ReducerCore

extension ProductClient {
  /// A client whose every call fails the test: tests replace the calls they expect.
  static var unimplemented: Self {
    Self(
      fetchProducts: { () async throws(APIError) -> [Product] in throw unimplementedCall("fetchProducts") },
      fetchProduct: { _ async throws(APIError) -> ProductDetail in throw unimplementedCall("fetchProduct") },
      setFavorite: { _, _ async throws(APIError) in throw unimplementedCall("setFavorite") },
      placeOrder: { _ async throws(APIError) -> Order in throw unimplementedCall("placeOrder") },
      fetchOrders: { () async throws(APIError) -> [Order] in throw unimplementedCall("fetchOrders") })
  }
}

extension HistoryClient {
  /// A client whose every call fails the test.
  static var unimplemented: Self {
    Self(
      load: { () async throws(StoreError) -> [BMIRecord] in throw unimplementedStore("load") },
      save: { _ async throws(StoreError) in throw unimplementedStore("save") },
      delete: { _ async throws(StoreError) in throw unimplementedStore("delete") })
  }
}

extension AppDependencies {
  /// Dependencies whose every service call fails the test; date and ids are fixed.
  static var unimplemented: Self {
    Self(
      products: .unimplemented, history: .unimplemented, date: DateClient { Fixtures.now },
      ids: IDClient { "r1" })
  }
}

private func unimplementedCall(_ name: String) -> APIError {
  Issue.record("ProductClient.\(name) was called but is not implemented in this test")
  return .network
}

private func unimplementedStore(_ name: String) -> StoreError {
  Issue.record("HistoryClient.\(name) was called but is not implemented in this test")
  return .unavailable
}
