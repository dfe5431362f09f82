/// Everything the checkout view shows, decided by the presenter.
struct CheckoutDisplayModel: Equatable {
  /// `1 × Phone — $1,299.00`
  var summary: String
  var isProcessingVisible = false
  /// The `checkout.error` text; nil hides it.
  var errorMessage: String?
  var areButtonsEnabled = true
  /// False while paying: the modal refuses a swipe.
  var isDismissible = true
}
