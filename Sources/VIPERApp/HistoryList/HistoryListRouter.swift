import Domain
import HeadlessUI

/// The history's navigation: it builds a reading's module and pushes it.
@MainActor
final class HistoryListRouter: HistoryListRouterInput {
  weak var viewController: ViewController?
  private let recordBuilder: HistoryRecordBuilder

  init(recordBuilder: HistoryRecordBuilder) {
    self.recordBuilder = recordBuilder
  }

  func showRecord(
    _ record: BMIRecord, isDeleting: Bool, deleter: any HistoryRecordDeleting
  ) -> any HistoryRecordModuleInput {
    let page = recordBuilder.build(record: record, isDeleting: isDeleting, deleter: deleter)
    viewController?.navigationController?.pushViewController(page.viewController)
    return page.input
  }
}
