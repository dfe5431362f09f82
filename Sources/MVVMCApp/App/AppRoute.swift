import Domain

/// The routes that cross features, handled by the app coordinator.
enum AppRoute: Equatable {
  /// Buy on a product: present checkout for it.
  case checkout(ProductDetail)
  /// The checkout flow ended.
  case checkoutEnded(CheckoutOutcome)
  /// A BMI record was saved: show the history.
  case bmiRecordSaved
}

/// How a checkout flow ended.
enum CheckoutOutcome: Equatable {
  /// The user tapped Cancel; the modal is still up.
  case cancelled
  /// The user swiped the modal away; the container already dismissed it.
  case dismissedByUser
  /// The order was placed; the modal is still up.
  case ordered(Order)
}

/// Where child coordinators send the routes that leave their feature.
@MainActor
protocol AppRouting: AnyObject {
  func route(_ route: AppRoute)
}
