import HeadlessUI

/// The order list's navigation: none yet, but the module keeps the role (and the weak link to its
/// view controller) that a future order detail would need.
@MainActor
final class OrderListRouter: OrderListRouterInput {
  weak var viewController: ViewController?
}
