import Domain

/// The order list's use case: fetch the orders, newest first.
@MainActor
final class OrderListInteractor: OrderListInteractorInput {
  weak var output: (any OrderListInteractorOutput)?
  private let api: any ProductAPI
  private let runner: TaskRunner
  /// The fetch in flight, cancelled by a newer one.
  private var fetchTask: Task<Void, Never>?

  init(api: any ProductAPI, runner: TaskRunner) {
    self.api = api
    self.runner = runner
  }

  func fetchOrders() {
    fetchTask?.cancel()
    fetchTask = runner.run { [weak self, api] in
      let result: Result<[Order], APIError>
      do throws(APIError) {
        result = .success(try await api.fetchOrders().map { $0.toDomain() }.sortedNewestFirst())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      self?.didReceive(result)
    }
  }

  private func didReceive(_ result: Result<[Order], APIError>) {
    switch result {
    case .success(let orders): output?.didFetchOrders(orders)
    case .failure: output?.didFailToFetchOrders()
    }
  }
}
