import AppContract
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

  /// Shows `row` as the presenter formatted it; the delete button is disabled while its deletion
  /// is pending.
  func configure(with row: HistoryRow) {
    recordID = row.id
    accessibilityIdentifier = ElementID.historyRow(row.id)
    dateLabel.accessibilityIdentifier = ElementID.historyDate(row.id)
    dateLabel.text = row.date
    valueLabel.accessibilityIdentifier = ElementID.historyValue(row.id)
    valueLabel.text = row.value
    categoryLabel.accessibilityIdentifier = ElementID.historyCategory(row.id)
    categoryLabel.text = row.category
    deleteButton.accessibilityIdentifier = ElementID.historyDelete(row.id)
    deleteButton.isEnabled = row.isDeleteEnabled
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    recordID = nil
  }
}
