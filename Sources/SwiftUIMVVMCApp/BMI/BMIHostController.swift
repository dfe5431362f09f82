import AppContract
import HeadlessSwiftUI
import MVVMCCore

/// Hosts the BMI form, the BMI tab's root, and does its routing: a saved record hands off to
/// History — the history's host controller is told, then the History tab is selected.
final class BMIHostController: HostingController<BMIView> {
  let viewModel: BMIViewModel

  init(dependencies: AppDependencies) {
    let viewModel = BMIViewModel(
      historyStore: dependencies.historyStore, clock: dependencies.clock, ids: dependencies.ids,
      work: dependencies.work)
    self.viewModel = viewModel
    super.init(rootView: BMIView(viewModel: viewModel), screenName: ScreenName.bmiForm)
    title = AppText.bmiTitle
    trackLifetime(of: viewModel, role: "view model")
    viewModel.onRoute = { [weak self] route in self?.handleSelfRouter(route) }
  }

  // MARK: - Router

  private func handleSelfRouter(_ route: BMIViewModel.Route) {
    switch route {
    case .recordSaved:
      guard let tabBarController else { return }
      tabBarController.root(of: .history, as: HistoryHostController.self)?.recordWasSaved()
      tabBarController.select(.history)
    }
  }
}
