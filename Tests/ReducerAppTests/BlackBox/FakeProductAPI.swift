import Domain
import ReducerTestSupport
import Synchronization

/// A shop API that answers at once from canned values and logs every call as it starts.
final class FakeProductAPI: ProductAPI {
  struct Answers {
    var products: Result<[ProductDTO], APIError> = .success(Fixtures.products.map(ProductDTO.init))
    var product: Result<ProductDetailDTO, APIError> = .success(ProductDetailDTO(Fixtures.phoneDetail))
    var setFavorite: Result<Void, APIError> = .success(())
    var order: Result<OrderDTO, APIError> = .success(OrderDTO(Fixtures.order))
    var orders: Result<[OrderDTO], APIError> = .success([OrderDTO(Fixtures.order)])
  }

  private let state: Mutex<(answers: Answers, calls: [String])>
  /// When set, `placeOrder` waits for the test to answer it.
  private let placeOrderGate: ControlledCall<ProductID, Order, APIError>?

  init(_ answers: Answers = Answers(), placeOrderGate: ControlledCall<ProductID, Order, APIError>? = nil) {
    state = Mutex((answers, []))
    self.placeOrderGate = placeOrderGate
  }

  /// The calls so far, e.g. `setFavorite(p1, true)`.
  var calls: [String] { state.withLock { $0.calls } }

  func fetchProducts() async throws(APIError) -> [ProductDTO] {
    try log("fetchProducts()") { $0.products }.get()
  }

  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    try log("fetchProduct(\(id))") { $0.product }.get()
  }

  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    try log("setFavorite(\(id), \(isFavorite))") { $0.setFavorite }.get()
  }

  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    let canned = log("placeOrder(\(productID))") { $0.order }
    guard let placeOrderGate else { return try canned.get() }
    return OrderDTO(try await placeOrderGate(productID))
  }

  func fetchOrders() async throws(APIError) -> [OrderDTO] {
    try log("fetchOrders()") { $0.orders }.get()
  }

  private func log<T>(_ call: String, _ answer: (Answers) -> T) -> T {
    state.withLock { state in
      state.calls.append(call)
      return answer(state.answers)
    }
  }
}
