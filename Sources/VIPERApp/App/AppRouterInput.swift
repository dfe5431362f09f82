import Domain

/// What module routers may ask of the app wireframe: the navigation that crosses tabs, which no
/// single module owns.
@MainActor
protocol AppRouterInput: AnyObject {
  /// After the checkout module dismissed itself: tells Orders an order was placed (it refetches
  /// when it next appears) and confirms the order with an alert where the user is.
  func confirmOrder(placing order: Order)
  /// After a BMI save: tells the History module a record was saved (it reloads if on screen),
  /// then selects the History tab (whose appearance is the load otherwise).
  func showHistory(afterSaving record: BMIRecord)
}
