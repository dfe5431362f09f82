import AppContract
import HeadlessUI
import MVVMCCore

/// The BMI tab: the form, whose saved records hand off to History through the app coordinator.
final class BMICoordinator: TabCoordinator {
  let tab = Tab.bmi
  private(set) var navigationController: NavigationController?
  var childCoordinators: [any Coordinator] = []
  weak var appRouter: (any AppRouting)?
  /// The form's view model, while its screen exists (the screen owns it).
  private(set) weak var formViewModel: BMIViewModel?
  private let dependencies: AppDependencies

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the form, the tab's root, and connects its route.
  func start() {
    let viewModel = BMIViewModel(
      historyStore: dependencies.historyStore, clock: dependencies.clock, ids: dependencies.ids,
      work: dependencies.work)
    viewModel.onRoute = { [weak self] route in self?.handle(route) }
    let screen = BMIViewController(viewModel: viewModel, work: dependencies.work)
    formViewModel = viewModel
    navigationController = makeNavigationController(root: screen)
  }

  // MARK: - Routes

  func handle(_ route: BMIViewModel.Route) {
    switch route {
    case .recordSaved: appRouter?.route(.bmiRecordSaved)
    }
  }
}
