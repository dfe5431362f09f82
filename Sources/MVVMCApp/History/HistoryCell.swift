import AppContract
import Domain
import HeadlessUI

/// A history row: date, BMI value, category and a Delete button.
final class HistoryCell: ListCell {
  static let reuseID = "HistoryCell"

  private let dateLabel = Label()
  private let valueLabel = Label()
  private let categoryLabel = Label()
  private let deleteButton = Button(title: AppText.delete)
  /// What a tap on Delete does; set for each row.
  var onDeleteTapped: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for subview in [dateLabel, valueLabel, categoryLabel, deleteButton] as [View] { addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.onDeleteTapped?() }
  }

  func configure(with record: BMIRecord, isDeleting: Bool) {
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
    onDeleteTapped = nil
  }
}
