import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// A history row: date, value, category and a delete button.
final class HistoryRowCell: ListCell {
  static let reuseID = "HistoryRowCell"

  private let dateLabel = Label()
  private let valueLabel = Label()
  private let categoryLabel = Label()
  private let deleteButton = Button(title: AppText.delete)
  private var onDelete: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for element in [dateLabel, valueLabel, categoryLabel, deleteButton] as [View] { addSubview(element) }
    deleteButton.addAction { [weak self] in self?.onDelete?() }
  }

  func configure(record: BMIRecord, isDeleting: Bool, onDelete: @escaping @MainActor () -> Void) {
    accessibilityIdentifier = ElementID.historyRow(record.id)
    dateLabel.accessibilityIdentifier = ElementID.historyDate(record.id)
    dateLabel.text = HistoryDateFormatter.format(record.date)
    valueLabel.accessibilityIdentifier = ElementID.historyValue(record.id)
    valueLabel.text = BMIResult.format(record.value)
    categoryLabel.accessibilityIdentifier = ElementID.historyCategory(record.id)
    categoryLabel.text = AppText.categoryName(record.category)
    deleteButton.accessibilityIdentifier = ElementID.historyDelete(record.id)
    deleteButton.isEnabled = !isDeleting
    self.onDelete = onDelete
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onDelete = nil
  }
}
