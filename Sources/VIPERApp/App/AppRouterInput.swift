import Domain

/// What module routers may ask of the app wireframe: the navigation that crosses tabs, which no
/// single module owns.
@MainActor
protocol AppRouterInput: AnyObject {
  /// The checkout hand-off, after the checkout module dismissed itself: pops Products to its list,
  /// tells Orders an order was placed (it refetches exactly once) and selects the Orders tab.
  func showOrders(afterPlacing order: Order)
  /// After a BMI save: tells the History module a record was saved (it reloads if on screen),
  /// then selects the History tab (whose appearance is the load otherwise).
  func showHistory(afterSaving record: BMIRecord)
}
