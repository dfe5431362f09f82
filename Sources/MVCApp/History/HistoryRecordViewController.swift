import AppContract
import Domain
import HeadlessUI

/// Hears about the Delete button of a ``HistoryRecordViewController``.
@MainActor
protocol HistoryRecordViewControllerDelegate: AnyObject {
  func recordViewController(_ controller: HistoryRecordViewController, didTapDeleteOf recordID: String)
}

/// One saved reading, pushed by History: what the row shows, what was entered, and a Delete
/// button. The delete is History's (its delegate's), which tells this screen how it went.
final class HistoryRecordViewController: ViewController {
  let record: BMIRecord
  weak var delegate: (any HistoryRecordViewControllerDelegate)?
  /// Whether the record's delete is in flight.
  private(set) var isDeleting: Bool
  /// Whether the last delete of the record failed while this screen showed it.
  private(set) var showsDeleteError = false

  // MARK: - Views

  let errorLabel = Label(identifier: ElementID.recordError, text: AppText.deleteFailed)
  private let dateLabel = Label(identifier: ElementID.recordDate)
  private let valueLabel = Label(identifier: ElementID.recordValue)
  private let categoryLabel = Label(identifier: ElementID.recordCategory)
  private let heightLabel = Label(identifier: ElementID.recordHeight)
  private let weightLabel = Label(identifier: ElementID.recordWeight)
  private let standardLabel = Label(identifier: ElementID.recordStandard)
  let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(record: BMIRecord, isDeleting: Bool) {
    self.record = record
    self.isDeleting = isDeleting
    super.init()
    title = HistoryDateFormatter.format(record.date)
  }

  override var screenName: String { ScreenName.historyDetail }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      errorLabel, dateLabel, valueLabel, categoryLabel, heightLabel, weightLabel, standardLabel, deleteButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    dateLabel.text = HistoryDateFormatter.format(record.date)
    valueLabel.text = BMIResult.format(record.value)
    categoryLabel.text = AppText.categoryName(record.category)
    heightLabel.text = AppText.height(of: record)
    weightLabel.text = AppText.weight(of: record)
    standardLabel.text = AppText.standardName(record.standard)
    deleteButton.addAction { [weak self] in
      guard let self else { return }
      delegate?.recordViewController(self, didTapDeleteOf: record.id)
    }
    trackLifetime(of: view, role: "root view")
    render()
  }

  // MARK: - What History tells it

  /// The record's delete started (from here or from its row).
  func deleteStarted() {
    isDeleting = true
    showsDeleteError = false
    render()
  }

  /// The record's delete failed: the screen stays and says so.
  func deleteFailed() {
    isDeleting = false
    showsDeleteError = true
    render()
  }

  // MARK: - Rendering

  private func render() {
    guard isViewLoaded else { return }
    errorLabel.isHidden = !showsDeleteError
    deleteButton.isEnabled = !isDeleting
  }
}
