import Domain

@testable import VIPERApp

@MainActor
final class MockOrderListView: OrderListViewInput {
  private(set) var models: [OrderListDisplayModel] = []
  var last: OrderListDisplayModel? { models.last }

  func display(_ model: OrderListDisplayModel) { models.append(model) }
}

@MainActor
final class MockOrderListInteractor: OrderListInteractorInput {
  private(set) var fetchCount = 0

  func fetchOrders() { fetchCount += 1 }
}

@MainActor
final class MockOrderListRouter: OrderListRouterInput {}

@MainActor
final class MockOrderListInteractorOutput: OrderListInteractorOutput {
  private(set) var orders: [Order]?
  private(set) var failures = 0

  func didFetchOrders(_ orders: [Order]) { self.orders = orders }
  func didFailToFetchOrders() { failures += 1 }
}
