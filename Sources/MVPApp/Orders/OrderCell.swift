import AppContract
import HeadlessUI

/// A row of the order list: the product's name and the total.
final class OrderCell: ListCell {
  static let reuseIdentifier = "OrderCell"

  private let titleLabel = Label()
  private let totalLabel = Label()

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(titleLabel)
    addSubview(totalLabel)
  }

  /// Shows `row` as the presenter formatted it.
  func configure(with row: OrderRow) {
    accessibilityIdentifier = ElementID.orderRow(row.id)
    titleLabel.accessibilityIdentifier = ElementID.orderTitle(row.id)
    titleLabel.text = row.title
    totalLabel.accessibilityIdentifier = ElementID.orderTotal(row.id)
    totalLabel.text = row.total
  }
}
