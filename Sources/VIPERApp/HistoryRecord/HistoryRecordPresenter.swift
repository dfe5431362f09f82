import AppContract
import Domain

/// A reading's presentation logic: formats the record, hands Delete to the interactor, and shows
/// how History says the delete went — back to History, or the failure on the page.
@MainActor
final class HistoryRecordPresenter {
  weak var view: (any HistoryRecordViewInput)?
  private let interactor: any HistoryRecordInteractorInput
  private let router: any HistoryRecordRouterInput
  private var isDeleting: Bool
  private var hasDeleteFailure = false

  init(interactor: any HistoryRecordInteractorInput, router: any HistoryRecordRouterInput, isDeleting: Bool) {
    self.interactor = interactor
    self.router = router
    self.isDeleting = isDeleting
  }

  /// What the view shows now.
  var displayModel: HistoryRecordDisplayModel {
    let record = interactor.record
    let date = HistoryDateFormatter.format(record.date)
    return HistoryRecordDisplayModel(
      title: date, date: date, value: BMIResult.format(record.value),
      category: AppText.categoryName(record.category), height: AppText.height(of: record),
      weight: AppText.weight(of: record), standard: AppText.standardName(record.standard),
      errorMessage: hasDeleteFailure ? AppText.deleteFailed : nil, isDeleteEnabled: !isDeleting)
  }

  private func render() { view?.display(displayModel) }
}

// MARK: - HistoryRecordViewOutput

extension HistoryRecordPresenter: HistoryRecordViewOutput {
  func viewDidLoad() { render() }

  func didTapDelete() {
    guard !isDeleting else { return }
    interactor.deleteRecord()
  }
}

// MARK: - HistoryRecordModuleInput

extension HistoryRecordPresenter: HistoryRecordModuleInput {
  var recordID: String { interactor.record.id }

  func deleteStarted() {
    isDeleting = true
    hasDeleteFailure = false
    render()
  }

  func deleteFinished(succeeded: Bool) {
    isDeleting = false
    if succeeded {
      router.goBackToHistory()
    } else {
      hasDeleteFailure = true
      render()
    }
  }
}
