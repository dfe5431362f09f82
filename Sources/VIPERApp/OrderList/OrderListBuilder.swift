/// Assembles the order list module, the root of the Orders tab.
@MainActor
struct OrderListBuilder {
  let dependencies: AppDependencies

  func build() -> Module<any OrderListModuleInput> {
    let interactor = OrderListInteractor(api: dependencies.api, runner: dependencies.runner)
    let router = OrderListRouter()
    let presenter = OrderListPresenter(interactor: interactor, router: router)
    let view = OrderListViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
