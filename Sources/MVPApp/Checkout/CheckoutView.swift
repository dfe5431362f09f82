import Domain

/// The checkout as its presenter sees it: a passive view that shows what it is told.
@MainActor
protocol CheckoutView: AnyObject {
  /// The order line, such as `1 × Mechanical Keyboard — $1,299.00`.
  func showSummary(_ text: String)
  /// Confirm and cancel enabled, no error; the modal can be swiped away.
  func showReady()
  /// The processing indicator, both buttons disabled; the modal refuses to be swiped away.
  func showProcessing()
  /// The payment failure `message`, both buttons enabled; the modal can be swiped away.
  func showFailure(message: String)
}

/// Hears how the checkout ended; the presenting screen's presenter has it dismissed.
@MainActor
protocol CheckoutPresenterDelegate: AnyObject {
  /// The user tapped Cancel.
  func checkoutDidCancel()
  /// The payment went through and the order was placed.
  func checkoutDidPlace(_ order: Order)
}
