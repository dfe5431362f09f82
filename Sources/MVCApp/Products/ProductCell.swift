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

  /// Shows `product`, with the app-wide favourite state and whether a request for it is pending.
  func configure(with product: Product, isFavorite: Bool, isPending: Bool) {
    productID = product.id
    accessibilityIdentifier = ElementID.productRow(product.id)
    nameLabel.accessibilityIdentifier = ElementID.productName(product.id)
    nameLabel.text = product.name
    priceLabel.accessibilityIdentifier = ElementID.productPrice(product.id)
    priceLabel.text = PriceFormatter.format(product.price)
    favoriteButton.accessibilityIdentifier = ElementID.productFavorite(product.id)
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: isFavorite)
    favoriteButton.isEnabled = !isPending
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    productID = nil
  }
}
