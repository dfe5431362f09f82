import Domain
import HeadlessUI

/// The BMI form's navigation: the History tab is another module's, so it asks the app wireframe.
@MainActor
final class BMIFormRouter: BMIFormRouterInput {
  weak var viewController: ViewController?
  private weak var appRouter: (any AppRouterInput)?

  init(appRouter: (any AppRouterInput)?) {
    self.appRouter = appRouter
  }

  func showHistory(afterSaving record: BMIRecord) {
    appRouter?.showHistory(afterSaving: record)
  }
}
