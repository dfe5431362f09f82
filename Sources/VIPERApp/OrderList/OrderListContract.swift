import Domain

// MARK: - View

/// What the presenter tells the order list view.
@MainActor
protocol OrderListViewInput: AnyObject {
  func display(_ model: OrderListDisplayModel)
}

/// What the order list view reports.
@MainActor
protocol OrderListViewOutput: AnyObject {
  func viewWillAppear()
  func viewDidDisappear()
  func didTapRetry()
}

// MARK: - Interactor

/// The order list's use case.
@MainActor
protocol OrderListInteractorInput: AnyObject {
  func fetchOrders()
}

/// What the order list interactor reports, newest order first.
@MainActor
protocol OrderListInteractorOutput: AnyObject {
  func didFetchOrders(_ orders: [Order])
  func didFailToFetchOrders()
}

// MARK: - Router

/// Where the order list navigates: nowhere yet (row taps do nothing). The role is kept so that a
/// destination has a home.
@MainActor
protocol OrderListRouterInput: AnyObject {}

// MARK: - Module

/// What the app asks of the order list module.
@MainActor
protocol OrderListModuleInput: AnyObject {
  /// The checkout hand-off: the list refetches, once — now if it is on screen, else when it next
  /// appears.
  func orderWasPlaced(_ order: Order)
  /// The screen's state as the presenter keeps it.
  var viewState: OrderListViewState { get }
}
