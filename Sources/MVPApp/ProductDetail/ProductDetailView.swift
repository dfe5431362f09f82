/// The product detail as its presenter sees it: a passive view that shows what it is told and
/// performs the navigation the presenter decides on.
@MainActor
protocol ProductDetailView: AnyObject {
  // MARK: - Content

  /// Only the loading indicator, under an empty title.
  func showLoading()
  /// The load failure `message` and the retry button, under an empty title.
  func showLoadFailure(message: String)
  /// The loaded product, titled with its name, under `notice` when there is one.
  func show(_ content: ProductDetailContent, notice: String?)

  // MARK: - Navigation

  /// Presents the checkout screen of `checkout`, the presenter made for it (whose delegate hears
  /// how it ended).
  func presentCheckout(_ checkout: CheckoutPresenter)
  /// Dismisses the checkout this screen presented.
  func dismissCheckout()
  /// After a purchase: dismisses the checkout, goes back to the list and shows the orders.
  func dismissCheckoutAndShowOrders()
}

/// A loaded product as the detail shows it, every text already formatted by the presenter.
struct ProductDetailContent: Equatable {
  let name: String
  let price: String
  let description: String
  let favoriteGlyph: String
  let isFavoriteEnabled: Bool
}
