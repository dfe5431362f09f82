import Domain

/// Assembles each screen's MVP triad: the presenter with the services it needs, the view
/// controller that owns the presenter, and the presenter's weak reference back to its view.
/// View controllers that navigate hold the assembly to build the screen they show next.
@MainActor
struct ScreenAssembly {
  let services: AppServices

  func makeProductList() -> ProductListViewController {
    let presenter = ProductListPresenter(products: services.products, favorites: services.favorites)
    let controller = ProductListViewController(presenter: presenter, screens: self)
    presenter.view = controller
    return controller
  }

  func makeProductDetail(of id: ProductID) -> ProductDetailViewController {
    let presenter = ProductDetailPresenter(
      productID: id, products: services.products, favorites: services.favorites, orders: services.orders)
    let controller = ProductDetailViewController(presenter: presenter, screens: self)
    presenter.view = controller
    return controller
  }

  /// The checkout's screen for `presenter`, which the detail's presenter made (the one screen
  /// whose presenter another presenter makes: it is handed the product to buy and a delegate).
  func makeCheckout(presenter: CheckoutPresenter) -> CheckoutViewController {
    let controller = CheckoutViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeOrderList() -> OrderListViewController {
    let presenter = OrderListPresenter(orders: services.orders)
    let controller = OrderListViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeBMIForm() -> BMIFormViewController {
    let presenter = BMIFormPresenter(history: services.history)
    let controller = BMIFormViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeHistoryList() -> HistoryListViewController {
    let presenter = HistoryListPresenter(history: services.history)
    let controller = HistoryListViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }
}
