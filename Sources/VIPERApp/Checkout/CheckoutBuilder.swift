import Domain

/// Assembles the checkout module for one product.
@MainActor
struct CheckoutBuilder {
  let dependencies: AppDependencies
  weak var appRouter: (any AppRouterInput)?

  func build(product: Product) -> Module<any CheckoutModuleInput> {
    let interactor = CheckoutInteractor(payments: dependencies.payments)
    let router = CheckoutRouter(appRouter: appRouter)
    let presenter = CheckoutPresenter(product: product, interactor: interactor, router: router)
    let view = CheckoutViewController(output: presenter)
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
