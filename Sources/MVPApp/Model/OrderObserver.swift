import Domain

/// Hears about orders placed anywhere in the app.
@MainActor
protocol OrderObserver: AnyObject {
  func orderService(_ service: OrderService, didPlace order: Order)
}
