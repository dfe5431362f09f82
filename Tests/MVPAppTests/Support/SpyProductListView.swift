import Domain

@testable import MVPApp

/// Records what the product list's presenter tells its view, in order.
@MainActor
final class SpyProductListView: ProductListView {
  enum Call: Equatable {
    case loading
    case loadFailure(String)
    case empty(notice: String?)
    case rows([ProductRow], notice: String?)
    case detail(ProductID)
  }

  private(set) var calls: [Call] = []
  var last: Call? { calls.last }

  func showLoading() { calls.append(.loading) }
  func showLoadFailure(message: String) { calls.append(.loadFailure(message)) }
  func showEmpty(notice: String?) { calls.append(.empty(notice: notice)) }
  func show(rows: [ProductRow], notice: String?) { calls.append(.rows(rows, notice: notice)) }
  func showDetail(of id: ProductID) { calls.append(.detail(id)) }
}
