import AppContract
import HeadlessUI

/// The BMI tab: the form, whose saved records hand off to History through the app coordinator.
final class BMICoordinator: TabCoordinator {
  let tab = Tab.bmi
  let navigationController: NavigationController
  var childCoordinators: [any Coordinator] = []
  weak var appRouter: (any AppRouting)?
  let formViewModel: BMIViewModel

  init(dependencies: AppDependencies) {
    formViewModel = BMIViewModel(
      historyStore: dependencies.historyStore, clock: dependencies.clock, ids: dependencies.ids,
      work: dependencies.work)
    let screen = BMIViewController(viewModel: formViewModel, work: dependencies.work)
    navigationController = Self.makeNavigationController(tab: tab, root: screen)
  }

  func start() {
    formViewModel.onRoute = { [weak self] route in self?.handle(route) }
  }

  // MARK: - Routes

  func handle(_ route: BMIViewModel.Route) {
    switch route {
    case .recordSaved: appRouter?.route(.bmiRecordSaved)
    }
  }
}
