import Domain

/// Everything the product list view shows, decided by the presenter. Hidden elements are false or
/// nil.
struct ProductListDisplayModel: Equatable {
  var isLoadingVisible = false
  /// The `products.error` text; nil hides it.
  var errorMessage: String?
  var isRetryVisible = false
  var isEmptyVisible = false
  var isRefreshVisible = false
  /// How many rows the list has; nil hides the list. The view asks the presenter for the rows
  /// it shows (``ProductListViewOutput/rowDisplayModel(at:)``), one at a time.
  var rowCount: Int?
}

/// One product row, formatted.
struct ProductRowDisplayModel: Equatable {
  let id: ProductID
  let name: String
  let price: String
  let favoriteGlyph: String
  let isFavoriteEnabled: Bool
}
