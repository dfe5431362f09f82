@testable import MVPApp

/// Records what the order list's presenter tells its view, in order.
@MainActor
final class SpyOrderListView: OrderListView {
  enum Call: Equatable {
    case loading
    case loadFailure(String)
    case empty
    case rows([OrderRow])
  }

  private(set) var calls: [Call] = []
  var last: Call? { calls.last }

  func showLoading() { calls.append(.loading) }
  func showLoadFailure(message: String) { calls.append(.loadFailure(message)) }
  func showEmpty() { calls.append(.empty) }
  func show(rows: [OrderRow]) { calls.append(.rows(rows)) }
}

/// Records what the history's presenter tells its view, in order.
@MainActor
final class SpyHistoryListView: HistoryListView {
  enum Call: Equatable {
    case loading
    case loadFailure(String)
    case empty
    case rows([HistoryRow], notice: String?)
  }

  private(set) var calls: [Call] = []
  var last: Call? { calls.last }

  func showLoading() { calls.append(.loading) }
  func showLoadFailure(message: String) { calls.append(.loadFailure(message)) }
  func showEmpty() { calls.append(.empty) }
  func show(rows: [HistoryRow], notice: String?) { calls.append(.rows(rows, notice: notice)) }
}
