import Domain
import HeadlessUI
import MVVMCCore

/// The checkout flow: presents the checkout screen in its own navigation stack and reports how
/// the flow ended to the app coordinator, which owns the hand-off. As the presentation's
/// delegate it refuses a swipe while the payment processes and reports a swipe that dismissed.
final class CheckoutCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  weak var appRouter: (any AppRouting)?
  /// The checkout's view model, while its screen exists.
  private(set) weak var viewModel: CheckoutViewModel?

  private let product: ProductDetail
  private weak var presenter: ViewController?
  private let dependencies: AppDependencies
  private weak var navigationController: NavigationController?

  init(product: ProductDetail, presenter: ViewController, dependencies: AppDependencies) {
    self.product = product
    self.presenter = presenter
    self.dependencies = dependencies
  }

  func start() {
    let viewModel = CheckoutViewModel(product: product, api: dependencies.api, work: dependencies.work)
    viewModel.onRoute = { [weak self] route in self?.handle(route) }
    let screen = CheckoutViewController(viewModel: viewModel, work: dependencies.work)
    screen.trackLifetime(of: self, role: "coordinator")
    let navigationController = NavigationController(rootViewController: screen)
    navigationController.presentationController.delegate = self
    self.viewModel = viewModel
    self.navigationController = navigationController
    presenter?.present(navigationController)
  }

  /// Whether a payment is in flight: nothing may interrupt the flow.
  var isProcessing: Bool { viewModel?.isProcessing ?? false }

  /// Dismisses the checkout modal.
  func dismiss() {
    navigationController?.dismiss()
  }

  // MARK: - Routes

  func handle(_ route: CheckoutViewModel.Route) {
    switch route {
    case .cancelled: appRouter?.route(.checkoutEnded(.cancelled))
    case .ordered(let order): appRouter?.route(.checkoutEnded(.ordered(order)))
    }
  }
}

// MARK: - PresentationControllerDelegate

extension CheckoutCoordinator: PresentationControllerDelegate {
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
    !isProcessing
  }

  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    appRouter?.route(.checkoutEnded(.dismissedByUser))
  }
}
