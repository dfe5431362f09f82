import AppContract
import Domain
import HeadlessUI

/// One saved reading, pushed by History: its labels and a Delete button whose tap goes to
/// whatever closure History set. History deletes the record, and enables, disables and shows
/// this screen's views as the delete goes.
final class HistoryRecordViewController: ViewController {
  let record: BMIRecord
  var onDeleteTap: (@MainActor () -> Void)?

  // MARK: - Views

  let errorLabel = Label(identifier: ElementID.recordError, text: AppText.deleteFailed)
  let deleteButton = Button(identifier: ElementID.recordDelete, title: AppText.delete)

  init(record: BMIRecord) {
    self.record = record
    super.init()
    title = HistoryDateFormatter.format(record.date)
    errorLabel.isHidden = true
  }

  override var screenName: String { ScreenName.historyDetail }

  override func viewDidLoad() {
    super.viewDidLoad()
    let subviews: [View] = [
      errorLabel,
      Label(identifier: ElementID.recordDate, text: HistoryDateFormatter.format(record.date)),
      Label(identifier: ElementID.recordValue, text: BMIResult.format(record.value)),
      Label(identifier: ElementID.recordCategory, text: AppText.categoryName(record.category)),
      Label(identifier: ElementID.recordHeight, text: AppText.height(of: record)),
      Label(identifier: ElementID.recordWeight, text: AppText.weight(of: record)),
      Label(identifier: ElementID.recordStandard, text: AppText.standardName(record.standard)),
      deleteButton,
    ]
    for subview in subviews { view.addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.onDeleteTap?() }
    trackLifetime(of: view, role: "root view")
  }
}
