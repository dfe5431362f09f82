import Domain

/// The order list's presentation logic: fetch on first appearance and once per placed order.
@MainActor
final class OrderListPresenter {
  weak var view: (any OrderListViewInput)?
  private let interactor: any OrderListInteractorInput
  private let router: any OrderListRouterInput

  /// The screen's state; the display model is derived from it.
  private(set) var viewState = OrderListViewState()
  private var isOnScreen = false
  /// An order was placed while the list was off screen: refetch when it appears.
  private var isStale = false

  init(interactor: any OrderListInteractorInput, router: any OrderListRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  private func load() {
    isStale = false
    viewState.phase = .loading
    render()
    interactor.fetchOrders()
  }

  private func render() { view?.display(displayModel) }

  /// What the view shows for the current state.
  var displayModel: OrderListDisplayModel {
    switch viewState.phase {
    case .notLoaded, .loading:
      return OrderListDisplayModel(isLoadingVisible: true)
    case .failed:
      return OrderListDisplayModel(errorMessage: viewState.errorMessage, isRetryVisible: true)
    case .loaded(let orders) where orders.isEmpty:
      return OrderListDisplayModel(isEmptyVisible: true)
    case .loaded(let orders):
      return OrderListDisplayModel(
        rows: orders.map {
          OrderRowDisplayModel(id: $0.id, title: $0.title, total: PriceFormatter.format($0.total))
        })
    }
  }
}

// MARK: - OrderListViewOutput

extension OrderListPresenter: OrderListViewOutput {
  func viewWillAppear() {
    isOnScreen = true
    if case .notLoaded = viewState.phase {
      load()
    } else if isStale {
      load()
    }
  }

  func viewDidDisappear() { isOnScreen = false }

  func didTapRetry() { load() }
}

// MARK: - OrderListInteractorOutput

extension OrderListPresenter: OrderListInteractorOutput {
  func didFetchOrders(_ orders: [Order]) {
    viewState.phase = .loaded(orders)
    render()
  }

  func didFailToFetchOrders() {
    viewState.phase = .failed
    render()
  }
}

// MARK: - OrderListModuleInput

extension OrderListPresenter: OrderListModuleInput {
  func orderWasPlaced(_ order: Order) {
    if isOnScreen { load() } else { isStale = true }
  }
}
