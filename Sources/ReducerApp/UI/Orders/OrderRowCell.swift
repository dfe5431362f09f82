import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// An order row: the product's name and the total.
final class OrderRowCell: ListCell {
  static let reuseID = "OrderRowCell"

  private let titleLabel = Label()
  private let totalLabel = Label()

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(titleLabel)
    addSubview(totalLabel)
  }

  func configure(order: Order) {
    accessibilityIdentifier = ElementID.orderRow(order.id)
    titleLabel.accessibilityIdentifier = ElementID.orderTitle(order.id)
    titleLabel.text = order.title
    totalLabel.accessibilityIdentifier = ElementID.orderTotal(order.id)
    totalLabel.text = PriceFormatter.format(order.total)
  }
}
