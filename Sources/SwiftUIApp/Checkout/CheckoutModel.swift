import AppContract
import Domain
import Observation

/// One purchase: ready, processing a payment (which nothing interrupts), or failed. A placed
/// order makes Orders refetch and hands off to the Orders tab.
@MainActor
@Observable
final class CheckoutModel: Identifiable {
  let product: Product
  private(set) var phase = CheckoutSnapshot.Phase.ready
  @ObservationIgnored private(set) var orderTask: Task<Void, Never>?

  init(product: Product) {
    self.product = product
  }

  var isProcessing: Bool { phase == .processing }

  /// Places the order; on success Orders refetches and the router hands off to Orders.
  func confirm(api: any ProductAPI, orders: OrdersModel, router: Router) {
    guard !isProcessing else { return }
    phase = .processing
    orderTask = Task { [weak self, productID = product.id] in
      do {
        _ = try await api.placeOrder(productID: productID)
        orders.orderPlaced(api: api)
        router.finishPurchase()
      } catch {
        self?.phase = .failed
      }
    }
  }

  /// The exported checkout.
  var snapshot: CheckoutSnapshot { CheckoutSnapshot(productID: product.id, phase: phase) }
}
