/// Everything the product detail view shows, decided by the presenter.
struct ProductDetailDisplayModel: Equatable {
  /// The loaded product's name; empty while loading and after a failure.
  var title = ""
  var isLoadingVisible = false
  /// The `detail.error` text; nil hides it.
  var errorMessage: String?
  var isRetryVisible = false
  /// The loaded product; nil hides name, price, description, favourite and buy.
  var content: Content?

  /// The loaded product, formatted.
  struct Content: Equatable {
    let name: String
    let price: String
    let description: String
    let favoriteGlyph: String
    let isFavoriteEnabled: Bool
  }
}
