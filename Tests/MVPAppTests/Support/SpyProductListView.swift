import Domain

@testable import MVPApp

/// Records what the product list's presenter tells its view, in order. When told to show the list
/// it reads every row from the presenter, as the list view's reload does with the rows on screen.
@MainActor
final class SpyProductListView: ProductListView {
  enum Call: Equatable {
    case loading
    case loadFailure(String)
    case empty(notice: String?)
    case rows([ProductRow], notice: String?)
    case refresh(visible: Bool)
    case detail(ProductID)
  }

  private(set) var calls: [Call] = []
  /// Where the list reads its rows.
  weak var presenter: ProductListPresenter?

  /// The last call other than the refresh button's: what the screen shows, or where it went.
  var last: Call? {
    calls.last { if case .refresh = $0 { false } else { true } }
  }

  /// Whether the presenter last showed or hid the refresh button; nil until it said.
  var isRefreshVisible: Bool? {
    calls.lazy.compactMap { if case .refresh(let visible) = $0 { visible } else { nil } }.last
  }

  func showLoading() { calls.append(.loading) }
  func showLoadFailure(message: String) { calls.append(.loadFailure(message)) }
  func showEmpty(notice: String?) { calls.append(.empty(notice: notice)) }
  func showList(notice: String?) {
    let rows = presenter.map { presenter in (0..<presenter.numberOfRows).map(presenter.row(at:)) } ?? []
    calls.append(.rows(rows, notice: notice))
  }
  func setRefreshVisible(_ isVisible: Bool) { calls.append(.refresh(visible: isVisible)) }
  func showDetail(of id: ProductID) { calls.append(.detail(id)) }
}
