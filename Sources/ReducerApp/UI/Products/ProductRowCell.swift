import AppContract
import Domain
import HeadlessUI
import ReducerCore
import ReducerRuntime

/// A product row: name, price and the favourite toggle. It renders what it is given and reports
/// toggle taps through a closure the list sets on each reuse.
final class ProductRowCell: ListCell {
  static let reuseID = "ProductRowCell"

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

  func configure(
    product: Product, isFavorite: Bool, isPending: Bool, onFavoriteTap: @escaping @MainActor () -> Void
  ) {
    accessibilityIdentifier = ElementID.productRow(product.id)
    nameLabel.accessibilityIdentifier = ElementID.productName(product.id)
    nameLabel.text = product.name
    priceLabel.accessibilityIdentifier = ElementID.productPrice(product.id)
    priceLabel.text = PriceFormatter.format(product.price)
    favoriteButton.accessibilityIdentifier = ElementID.productFavorite(product.id)
    favoriteButton.title = AppText.favoriteGlyph(isFavorite: isFavorite)
    favoriteButton.isEnabled = !isPending
    self.onFavoriteTap = onFavoriteTap
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onFavoriteTap = nil
  }
}
