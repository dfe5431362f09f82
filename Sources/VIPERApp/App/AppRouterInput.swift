import Domain

/// What module routers may ask of the app wireframe: the navigation that crosses tabs, which no
/// single module owns.
@MainActor
protocol AppRouterInput: AnyObject {
  /// The checkout hand-off, after the checkout module dismissed itself: pops Products to its list,
  /// tells Orders an order was placed (it refetches exactly once) and selects the Orders tab.
  func showOrders(afterPlacing order: Order)
  /// After a BMI save: selects the History tab, which loads because it appears.
  func showHistory(afterSaving record: BMIRecord)
}
