import AppContract
import HeadlessUI

/// An order row: product name and total.
@MainActor
final class OrderListCell: ListCell {
  static let reuseIdentifier = "OrderListCell"

  private let titleLabel = Label()
  private let totalLabel = Label()

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(titleLabel)
    addSubview(totalLabel)
  }

  func configure(with row: OrderRowDisplayModel) {
    accessibilityIdentifier = ElementID.orderRow(row.id)
    titleLabel.accessibilityIdentifier = ElementID.orderTitle(row.id)
    titleLabel.text = row.title
    totalLabel.accessibilityIdentifier = ElementID.orderTotal(row.id)
    totalLabel.text = row.total
  }
}
