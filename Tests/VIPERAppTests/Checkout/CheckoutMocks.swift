import Domain

@testable import VIPERApp

@MainActor
final class MockCheckoutView: CheckoutViewInput {
  private(set) var models: [CheckoutDisplayModel] = []
  var last: CheckoutDisplayModel? { models.last }

  func display(_ model: CheckoutDisplayModel) { models.append(model) }
}

@MainActor
final class MockCheckoutInteractor: CheckoutInteractorInput {
  private(set) var placed: [ProductID] = []

  func placeOrder(of productID: ProductID) { placed.append(productID) }
}

@MainActor
final class MockCheckoutRouter: CheckoutRouterInput {
  private(set) var routes: [String] = []

  func close() { routes.append("close") }
  func closeAndShowOrders(afterPlacing order: Order) { routes.append("orders \(order.id)") }
}

@MainActor
final class MockCheckoutInteractorOutput: CheckoutInteractorOutput {
  private(set) var events: [String] = []

  func didPlaceOrder(_ order: Order) { events.append("placed \(order.id)") }
  func didFailToPlaceOrder() { events.append("failed") }
}
