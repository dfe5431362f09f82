import Domain

/// The product list as its presenter sees it: a passive view that shows exactly what it is told,
/// one call per state, and performs the navigation the presenter decides on.
@MainActor
protocol ProductListView: AnyObject {
  // MARK: - Content

  /// Only the loading indicator; the list holds no rows.
  func showLoading()
  /// The load failure `message` and the retry button.
  func showLoadFailure(message: String)
  /// "No products" and the refresh button, under `notice` when there is one.
  func showEmpty(notice: String?)
  /// The refresh button and `rows`, under `notice` when there is one.
  func show(rows: [ProductRow], notice: String?)

  // MARK: - Navigation

  /// Pushes the detail of `id`.
  func showDetail(of id: ProductID)
}

/// One row as the list shows it: every text already formatted by the presenter.
struct ProductRow: Equatable {
  let id: ProductID
  let name: String
  let price: String
  let favoriteGlyph: String
  let isFavoriteEnabled: Bool
}
