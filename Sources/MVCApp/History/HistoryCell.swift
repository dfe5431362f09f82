import AppContract
import Domain
import HeadlessUI

/// Hears about the delete button of a ``HistoryCell``.
@MainActor
protocol HistoryCellDelegate: AnyObject {
  func historyCell(_ cell: HistoryCell, didTapDeleteOf recordID: String)
}

/// A row of the BMI history: date, value, category and a delete button.
final class HistoryCell: ListCell {
  static let reuseIdentifier = "HistoryCell"

  weak var delegate: (any HistoryCellDelegate)?
  private(set) var recordID: String?
  private let dateLabel = Label()
  private let valueLabel = Label()
  private let categoryLabel = Label()
  private let deleteButton = Button(title: AppText.delete)

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for subview: View in [dateLabel, valueLabel, categoryLabel, deleteButton] { addSubview(subview) }
    deleteButton.addAction { [weak self] in
      guard let self, let recordID else { return }
      delegate?.historyCell(self, didTapDeleteOf: recordID)
    }
  }

  /// Shows `record`; the delete button is disabled while its deletion is pending.
  func configure(with record: BMIRecord, isDeleting: Bool) {
    recordID = record.id
    accessibilityIdentifier = ElementID.historyRow(record.id)
    dateLabel.accessibilityIdentifier = ElementID.historyDate(record.id)
    dateLabel.text = HistoryDateFormatter.format(record.date)
    valueLabel.accessibilityIdentifier = ElementID.historyValue(record.id)
    valueLabel.text = BMIResult.format(record.value)
    categoryLabel.accessibilityIdentifier = ElementID.historyCategory(record.id)
    categoryLabel.text = AppText.categoryName(record.category)
    deleteButton.accessibilityIdentifier = ElementID.historyDelete(record.id)
    deleteButton.isEnabled = !isDeleting
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    recordID = nil
  }
}
