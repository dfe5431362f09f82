/// Assembles the history module, the root of the History tab.
@MainActor
struct HistoryListBuilder {
  let dependencies: AppDependencies

  func build() -> Module<any HistoryListModuleInput> {
    let interactor = HistoryListInteractor(store: dependencies.historyStore, runner: dependencies.runner)
    let router = HistoryListRouter()
    let presenter = HistoryListPresenter(interactor: interactor, router: router)
    let view = HistoryListViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
