import Domain

/// Assembles a reading's module, pushed by the history's router; History deletes the record.
@MainActor
struct HistoryRecordBuilder {
  func build(
    record: BMIRecord, isDeleting: Bool, deleter: any HistoryRecordDeleting
  ) -> Module<any HistoryRecordModuleInput> {
    let interactor = HistoryRecordInteractor(record: record, deleter: deleter)
    let router = HistoryRecordRouter()
    let presenter = HistoryRecordPresenter(interactor: interactor, router: router, isDeleting: isDeleting)
    let view = HistoryRecordViewController(output: presenter)
    presenter.view = view
    router.viewController = view
    view.trackLifetime(of: presenter, role: "presenter")
    view.trackLifetime(of: interactor, role: "interactor")
    view.trackLifetime(of: router, role: "router")
    return Module(viewController: view, input: presenter)
  }
}
