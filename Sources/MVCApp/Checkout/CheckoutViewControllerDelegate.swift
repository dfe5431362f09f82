import Domain

/// Hears how the checkout ended; the presenting screen dismisses the modal.
@MainActor
protocol CheckoutViewControllerDelegate: AnyObject {
  /// The user tapped Cancel.
  func checkoutViewControllerDidCancel(_ controller: CheckoutViewController)
  /// The payment went through and `order` was placed.
  func checkoutViewController(_ controller: CheckoutViewController, didPlace order: Order)
}
