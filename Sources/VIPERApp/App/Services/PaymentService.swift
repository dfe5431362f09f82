import Domain

/// Places orders and knows whether a payment is in progress — the one fact the shell needs from
/// Checkout (deep links are refused while a payment runs, so it is never interrupted).
@MainActor
final class PaymentService {
  /// True from the moment an order is placed until the API answers.
  private(set) var isProcessingPayment = false
  private let api: any ProductAPI
  private let runner: TaskRunner

  init(api: any ProductAPI, runner: TaskRunner) {
    self.api = api
    self.runner = runner
  }

  /// Places an order for `productID`; `completion` gets the order or the error.
  func placeOrder(
    of productID: ProductID, completion: @escaping @MainActor (Result<Order, APIError>) -> Void
  ) {
    isProcessingPayment = true
    runner.run { [weak self, api] in
      let result: Result<Order, APIError>
      do throws(APIError) {
        result = .success(try await api.placeOrder(productID: productID).toDomain())
      } catch {
        result = .failure(error)
      }
      self?.isProcessingPayment = false
      completion(result)
    }
  }
}
