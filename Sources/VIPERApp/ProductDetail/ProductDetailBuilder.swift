import Domain

/// Assembles a product detail module for one product. Used by the product list's router (push)
/// and by the app wireframe (deep link).
@MainActor
struct ProductDetailBuilder {
  let dependencies: AppDependencies
  weak var appRouter: (any AppRouterInput)?

  func build(productID: ProductID) -> Module<any ProductDetailModuleInput> {
    let interactor = ProductDetailInteractor(
      api: dependencies.api, favorites: dependencies.favorites, runner: dependencies.runner)
    let router = ProductDetailRouter(
      checkoutBuilder: CheckoutBuilder(dependencies: dependencies, appRouter: appRouter))
    let presenter = ProductDetailPresenter(productID: productID, interactor: interactor, router: router)
    let view = ProductDetailViewController(output: presenter)
    presenter.view = view
    view.moduleInput = presenter
    interactor.output = presenter
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
