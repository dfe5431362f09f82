import AppContract
import HeadlessUI

/// A record row: date, value, category and Delete.
@MainActor
final class HistoryListCell: ListCell {
  static let reuseIdentifier = "HistoryListCell"

  private let dateLabel = Label()
  private let valueLabel = Label()
  private let categoryLabel = Label()
  private let deleteButton = Button(title: AppText.delete)
  private var onDeleteTap: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    for subview in [dateLabel, valueLabel, categoryLabel, deleteButton] as [View] { addSubview(subview) }
    deleteButton.addAction { [weak self] in self?.onDeleteTap?() }
  }

  /// Shows `row`; `onDeleteTap` runs when its Delete is tapped.
  func configure(with row: HistoryRowDisplayModel, onDeleteTap: @escaping @MainActor () -> Void) {
    accessibilityIdentifier = ElementID.historyRow(row.id)
    dateLabel.accessibilityIdentifier = ElementID.historyDate(row.id)
    dateLabel.text = row.date
    valueLabel.accessibilityIdentifier = ElementID.historyValue(row.id)
    valueLabel.text = row.value
    categoryLabel.accessibilityIdentifier = ElementID.historyCategory(row.id)
    categoryLabel.text = row.category
    deleteButton.accessibilityIdentifier = ElementID.historyDelete(row.id)
    deleteButton.isEnabled = row.isDeleteEnabled
    self.onDeleteTap = onDeleteTap
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onDeleteTap = nil
  }
}
