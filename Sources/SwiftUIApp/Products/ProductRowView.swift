import AppContract
import Domain
import HeadlessSwiftUI

/// One product of the list: its name, price and favourite toggle (the list makes it a row).
struct ProductRowView: View {
  let product: Product
  @Environment(ProductsModel.self) private var products
  @Environment(FavoritesModel.self) private var favorites
  @Environment(\.productAPI) private var api

  var body: some View {
    HStack {
      Text(product.name).accessibilityIdentifier(ElementID.productName(product.id))
      Text(PriceFormatter.format(product.price)).accessibilityIdentifier(ElementID.productPrice(product.id))
      Button(AppText.favoriteGlyph(isFavorite: favorites.isFavorite(product.id))) {
        products.toggleFavorite(of: product.id, api: api, favorites: favorites)
      }
      .accessibilityIdentifier(ElementID.productFavorite(product.id))
      .disabled(favorites.isPending(product.id))
    }
  }
}
