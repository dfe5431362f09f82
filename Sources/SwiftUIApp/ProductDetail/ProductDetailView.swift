import AppContract
import Domain
import HeadlessSwiftUI

/// One product: loading, failure and retry, its name, price, description, favourite toggle and
/// the Buy button that presents the checkout.
struct ProductDetailView: View {
  let route: ProductRoute
  @Environment(Router.self) private var router
  @Environment(FavoritesModel.self) private var favorites
  @Environment(\.productAPI) private var api

  var body: some View {
    let detail = router.detail(at: route)
    let product = detail.state.value
    VStack {
      if detail.state.isLoading {
        ProgressView().accessibilityIdentifier(ElementID.detailLoading)
      }
      if let message = detail.message(favorites: favorites) {
        Text(message).accessibilityIdentifier(ElementID.detailError)
      }
      if detail.state.isFailed {
        Button(AppText.retry) { detail.load(api: api, favorites: favorites) }
          .accessibilityIdentifier(ElementID.detailRetry)
      }
      if let product {
        Text(product.name).accessibilityIdentifier(ElementID.detailName)
        Text(PriceFormatter.format(product.price)).accessibilityIdentifier(ElementID.detailPrice)
        Text(product.description).accessibilityIdentifier(ElementID.detailDescription)
        Button(AppText.favoriteGlyph(isFavorite: favorites.isFavorite(product.id))) {
          detail.toggleFavorite(api: api, favorites: favorites)
        }
        .accessibilityIdentifier(ElementID.detailFavorite)
        .disabled(favorites.isPending(product.id))
        Button(AppText.buy) { router.checkout = CheckoutModel(product: product.summary) }
          .accessibilityIdentifier(ElementID.detailBuy)
      }
    }
    .navigationTitle(product?.name ?? "")
    .screenName(ScreenName.productDetail)
    .onAppear { detail.loadIfNeeded(api: api, favorites: favorites) }
    .sheet(item: Bindable(router).checkout) { checkout in
      NavigationStack { CheckoutView(checkout: checkout) }
    }
  }
}
