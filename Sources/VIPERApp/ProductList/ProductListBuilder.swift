/// Assembles the product list module: view → presenter → interactor and router, with the weak
/// back-references (presenter → view, interactor → presenter, router → view).
@MainActor
struct ProductListBuilder {
  let dependencies: AppDependencies
  weak var appRouter: (any AppRouterInput)?

  func build() -> Module<any ProductListModuleInput> {
    let interactor = ProductListInteractor(
      api: dependencies.api, favorites: dependencies.favorites, runner: dependencies.runner)
    let router = ProductListRouter(
      detailBuilder: ProductDetailBuilder(dependencies: dependencies, appRouter: appRouter))
    let presenter = ProductListPresenter(interactor: interactor, router: router)
    let view = ProductListViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
