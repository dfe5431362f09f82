import Domain

// MARK: - View

/// What the presenter tells the checkout view.
@MainActor
protocol CheckoutViewInput: AnyObject {
  func display(_ model: CheckoutDisplayModel)
}

/// What the checkout view reports.
@MainActor
protocol CheckoutViewOutput: AnyObject {
  func viewDidLoad()
  func didTapConfirm()
  func didTapCancel()
}

// MARK: - Interactor

/// The checkout's use case: pay for the product.
@MainActor
protocol CheckoutInteractorInput: AnyObject {
  func placeOrder(of productID: ProductID)
}

/// What the checkout interactor reports.
@MainActor
protocol CheckoutInteractorOutput: AnyObject {
  func didPlaceOrder(_ order: Order)
  func didFailToPlaceOrder()
}

// MARK: - Router

/// Where the checkout navigates.
@MainActor
protocol CheckoutRouterInput: AnyObject {
  /// Dismisses the checkout; nothing else changes.
  func close()
  /// Dismisses the checkout and hands over to Orders.
  func closeAndShowOrders(afterPlacing order: Order)
}

// MARK: - Module

/// What the app asks of the checkout module.
@MainActor
protocol CheckoutModuleInput: AnyObject {
  /// The screen's state as the presenter keeps it.
  var viewState: CheckoutViewState { get }
}
