import AppContract
import Domain
import HeadlessUI

/// Hears about the favourite button of a ``ProductCell``.
@MainActor
protocol ProductCellDelegate: AnyObject {
  func productCell(_ cell: ProductCell, didTapFavoriteOf productID: ProductID)
}

/// A row of the product list: name, price and the favourite toggle.
final class ProductCell: ListCell {
  static let reuseIdentifier = "ProductCell"

  weak var delegate: (any ProductCellDelegate)?
  private(set) var productID: ProductID?
  private let nameLabel = Label()
  private let priceLabel = Label()
  private let favoriteButton = Button()

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(nameLabel)
    addSubview(priceLabel)
    addSubview(favoriteButton)
    favoriteButton.addAction { [weak self] in
      guard let self, let productID else { return }
      delegate?.productCell(self, didTapFavoriteOf: productID)
    }
  }

  /// Shows `row` as the presenter formatted it.
  func configure(with row: ProductRow) {
    productID = row.id
    accessibilityIdentifier = ElementID.productRow(row.id)
    nameLabel.accessibilityIdentifier = ElementID.productName(row.id)
    nameLabel.text = row.name
    priceLabel.accessibilityIdentifier = ElementID.productPrice(row.id)
    priceLabel.text = row.price
    favoriteButton.accessibilityIdentifier = ElementID.productFavorite(row.id)
    favoriteButton.title = row.favoriteGlyph
    favoriteButton.isEnabled = row.isFavoriteEnabled
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    productID = nil
  }
}
