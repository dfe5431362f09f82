import HeadlessUI

/// The history's navigation: none yet, but the module keeps the role (and the weak link to its
/// view controller) that a future record detail would need.
@MainActor
final class HistoryListRouter: HistoryListRouterInput {
  weak var viewController: ViewController?
}
