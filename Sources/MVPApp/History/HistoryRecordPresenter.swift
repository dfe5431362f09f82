import AppContract
import Domain

/// Hears the Delete tapped on a reading's page; History's presenter deletes the record.
@MainActor
protocol HistoryRecordPresenterDelegate: AnyObject {
  func recordPresenter(_ presenter: HistoryRecordPresenter, didAskToDelete recordID: String)
}

/// A saved reading's presentation logic: formats the record History listed, hands Delete to its
/// delegate, and shows how that delete went — back to History, or the failure on the page.
@MainActor
final class HistoryRecordPresenter {
  weak var view: (any HistoryRecordView)?
  weak var delegate: (any HistoryRecordPresenterDelegate)?
  let record: BMIRecord
  /// Whether the record's delete is in flight.
  private(set) var isDeleting: Bool
  /// Whether the record's last delete failed while the page showed it.
  private(set) var showsDeleteError = false

  init(record: BMIRecord, isDeleting: Bool) {
    self.record = record
    self.isDeleting = isDeleting
  }

  // MARK: - Events from the view

  func viewDidLoad() {
    view?.show(content: content)
    presentDeleteState()
  }

  func deleteTapped() {
    delegate?.recordPresenter(self, didAskToDelete: record.id)
  }

  // MARK: - Events from History

  /// The record's delete started, from this page or from its row.
  func deleteStarted() {
    isDeleting = true
    showsDeleteError = false
    presentDeleteState()
  }

  /// The record's delete answered: back to History on success, the failure shown otherwise.
  func deleteFinished(succeeded: Bool) {
    isDeleting = false
    if succeeded {
      view?.goBackToHistory()
    } else {
      showsDeleteError = true
      presentDeleteState()
    }
  }

  // MARK: - Presenting

  var content: HistoryRecordContent {
    HistoryRecordContent(
      title: HistoryDateFormatter.format(record.date), date: HistoryDateFormatter.format(record.date),
      value: BMIResult.format(record.value), category: AppText.categoryName(record.category),
      height: AppText.height(of: record), weight: AppText.weight(of: record),
      standard: AppText.standardName(record.standard))
  }

  private func presentDeleteState() {
    view?.show(isDeleteEnabled: !isDeleting, notice: showsDeleteError ? AppText.deleteFailed : nil)
  }
}
