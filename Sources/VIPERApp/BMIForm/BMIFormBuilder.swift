/// Assembles the BMI form module, the root of the BMI tab.
@MainActor
struct BMIFormBuilder {
  let dependencies: AppDependencies
  weak var appRouter: (any AppRouterInput)?

  func build() -> Module<any BMIFormModuleInput> {
    let interactor = BMIFormInteractor(
      store: dependencies.historyStore, clock: dependencies.clock, ids: dependencies.ids,
      runner: dependencies.runner)
    let router = BMIFormRouter(appRouter: appRouter)
    let presenter = BMIFormPresenter(interactor: interactor, router: router)
    let view = BMIFormViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
