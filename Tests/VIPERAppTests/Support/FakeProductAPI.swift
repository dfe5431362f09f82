import Domain
import Synchronization

/// A product API whose answers a test scripts, which records every call as it starts and can hold
/// the calls of chosen methods until the test releases them.
final class FakeProductAPI: ProductAPI {
  /// What each method answers.
  struct Script: Sendable {
    var products: Result<[ProductDTO], APIError> = .success([])
    var details: [ProductID: Result<ProductDetailDTO, APIError>] = [:]
    var setFavorite: Result<Void, APIError> = .success(())
    var placeOrder: Result<OrderDTO, APIError> = .success(Fixtures.order("o1", name: "Phone"))
    var orders: Result<[OrderDTO], APIError> = .success([])
  }

  private let state = Mutex(HoldingState<Script>(script: Script()))

  init(_ configure: (inout Script) -> Void = { _ in }) {
    state.withLock { configure(&$0.script) }
  }

  /// Changes the script.
  func script(_ change: (inout Script) -> Void) { state.withLock { change(&$0.script) } }

  /// The calls so far, as `fetchProduct(p1)`.
  var calls: [String] { state.withLock { $0.calls } }

  /// Makes calls to `method` (`setFavorite`) wait until ``release(_:)``.
  func hold(_ method: String) { state.withLock { _ = $0.held.insert(method) } }

  /// Lets the held calls to `method` answer, and later ones answer at once.
  /// How many calls are parked on a hold now.
  var heldCount: Int { state.withLock { $0.waiting.count } }

  /// Runs `action` whenever a call parks on a hold.
  func onHold(_ action: @escaping @Sendable () -> Void) { state.withLock { $0.onHold = action } }

  func release(_ method: String) {
    let waiting = state.withLock { $0.release(method) }
    for continuation in waiting { continuation.resume() }
  }

  private func answer<Value>(
    _ call: String, method: String, _ pick: @Sendable (Script) -> Result<Value, APIError>
  ) async throws(APIError) -> Value {
    await state.call(call, method: method)
    return try state.withLock { pick($0.script) }.get()
  }

  // MARK: - ProductAPI

  func fetchProducts() async throws(APIError) -> [ProductDTO] {
    try await answer("fetchProducts", method: "fetchProducts") { $0.products }
  }

  func fetchProduct(id: ProductID) async throws(APIError) -> ProductDetailDTO {
    try await answer("fetchProduct(\(id))", method: "fetchProduct") { $0.details[id] ?? .failure(.network) }
  }

  func setFavorite(id: ProductID, isFavorite: Bool) async throws(APIError) {
    try await answer("setFavorite(\(id), \(isFavorite))", method: "setFavorite") { $0.setFavorite }
  }

  func placeOrder(productID: ProductID) async throws(APIError) -> OrderDTO {
    try await answer("placeOrder(\(productID))", method: "placeOrder") { $0.placeOrder }
  }

  func fetchOrders() async throws(APIError) -> [OrderDTO] {
    try await answer("fetchOrders", method: "fetchOrders") { $0.orders }
  }
}
