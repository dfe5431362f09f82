import Domain

/// The order list's use case: fetch the orders, newest first.
@MainActor
final class OrderListInteractor: OrderListInteractorInput {
  weak var output: (any OrderListInteractorOutput)?
  private let api: any ProductAPI
  private let runner: TaskRunner
  /// Only the answer to the latest fetch is delivered.
  private var latestRequest = 0

  init(api: any ProductAPI, runner: TaskRunner) {
    self.api = api
    self.runner = runner
  }

  func fetchOrders() {
    latestRequest += 1
    let request = latestRequest
    runner.run { [weak self, api] in
      let result: Result<[Order], APIError>
      do throws(APIError) {
        result = .success(try await api.fetchOrders().map { $0.toDomain() }.sortedNewestFirst())
      } catch {
        result = .failure(error)
      }
      self?.didReceive(result, request: request)
    }
  }

  private func didReceive(_ result: Result<[Order], APIError>, request: Int) {
    guard request == latestRequest else { return }
    switch result {
    case .success(let orders): output?.didFetchOrders(orders)
    case .failure: output?.didFailToFetchOrders()
    }
  }
}
