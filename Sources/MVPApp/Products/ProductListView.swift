import Domain

/// The product list as its presenter sees it: a passive view that shows exactly what it is told,
/// one call per state, and performs the navigation the presenter decides on. The list can hold
/// thousands of products, so the view reads its rows from the presenter as it shows them
/// (``ProductListPresenter/numberOfRows``, ``ProductListPresenter/row(at:)``), as a table view
/// asks its data source; only the rows on screen are ever formatted.
@MainActor
protocol ProductListView: AnyObject {
  // MARK: - Content

  /// Only the loading indicator; the list holds no rows.
  func showLoading()
  /// The load failure `message` and the retry button.
  func showLoadFailure(message: String)
  /// "No products", under `notice` when there is one.
  func showEmpty(notice: String?)
  /// The list, reloaded from the presenter, under `notice` when there is one.
  func showList(notice: String?)
  /// Shows or hides the refresh button; the content calls above leave it as it is.
  func setRefreshVisible(_ isVisible: Bool)

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
