import AppContract
import Domain
import HeadlessUI
import MVVMCCore

/// A product row: name, price and the favourite toggle.
final class ProductListCell: ListCell {
  static let reuseID = "ProductListCell"

  private let nameLabel = Label()
  private let priceLabel = Label()
  private let favoriteButton = Button()
  /// What a tap on the favourite toggle does; set for each row.
  var onFavoriteTapped: (@MainActor () -> Void)?

  required init(reuseIdentifier: String) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(nameLabel)
    addSubview(priceLabel)
    addSubview(favoriteButton)
    favoriteButton.addAction { [weak self] in self?.onFavoriteTapped?() }
  }

  func configure(with row: ProductListViewModel.Row) {
    let id = row.product.id
    accessibilityIdentifier = ElementID.productRow(id)
    nameLabel.accessibilityIdentifier = ElementID.productName(id)
    nameLabel.text = row.product.name
    priceLabel.accessibilityIdentifier = ElementID.productPrice(id)
    priceLabel.text = PriceFormatter.format(row.product.price)
    favoriteButton.accessibilityIdentifier = ElementID.productFavorite(id)
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: row.isFavorite)
    favoriteButton.isEnabled = !row.isFavoritePending
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onFavoriteTapped = nil
  }
}
