import AppContract
import HeadlessUI

/// A product row: name, price and the favourite toggle.
@MainActor
final class ProductListCell: ListCell {
  static let reuseIdentifier = "ProductListCell"

  private let nameLabel = Label()
  private let priceLabel = Label()
  private let favoriteButton = Button()
  private var onFavoriteTap: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(nameLabel)
    addSubview(priceLabel)
    addSubview(favoriteButton)
    favoriteButton.addAction { [weak self] in self?.onFavoriteTap?() }
  }

  /// Shows `row`; `onFavoriteTap` runs when its toggle is tapped.
  func configure(with row: ProductRowDisplayModel, onFavoriteTap: @escaping @MainActor () -> Void) {
    accessibilityIdentifier = ElementID.productRow(row.id)
    nameLabel.accessibilityIdentifier = ElementID.productName(row.id)
    nameLabel.text = row.name
    priceLabel.accessibilityIdentifier = ElementID.productPrice(row.id)
    priceLabel.text = row.price
    favoriteButton.accessibilityIdentifier = ElementID.productFavorite(row.id)
    favoriteButton.title = row.favoriteGlyph
    favoriteButton.isEnabled = row.isFavoriteEnabled
    self.onFavoriteTap = onFavoriteTap
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onFavoriteTap = nil
  }
}
