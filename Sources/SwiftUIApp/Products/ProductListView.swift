import AppContract
import Domain
import HeadlessSwiftUI

/// The Products tab's root: the list's states, its refresh and retry, rows that toggle favourites
/// and push the detail of the product tapped.
struct ProductListView: View {
  @Environment(ProductsModel.self) private var products
  @Environment(FavoritesModel.self) private var favorites
  @Environment(Router.self) private var router
  @Environment(\.productAPI) private var api

  var body: some View {
    VStack {
      if products.state.isLoading {
        ProgressView().accessibilityIdentifier(ElementID.productsLoading)
      }
      if let message = products.message(favorites: favorites) {
        Text(message).accessibilityIdentifier(ElementID.productsError)
      }
      if products.state.isFailed {
        Button(AppText.retry) { reload() }.accessibilityIdentifier(ElementID.productsRetry)
      }
      if let loaded = products.state.value {
        if loaded.isEmpty {
          Text(AppText.noProducts).accessibilityIdentifier(ElementID.productsEmpty)
        }
        Button(AppText.refresh) { reload() }.accessibilityIdentifier(ElementID.productsRefresh)
        if !loaded.isEmpty {
          List(Array(loaded.enumerated()), id: \.offset) { row in
            ProductRowView(product: row.element)
              .onTapGesture { router.showDetail(of: row.element.id) }
              .accessibilityIdentifier(ElementID.productRow(row.element.id))
          }
          .accessibilityIdentifier(ElementID.productsList)
        }
      }
    }
    .navigationTitle(AppText.productsTitle)
    .screenName(ScreenName.productList)
    .navigationDestination(for: ProductRoute.self) { route in ProductDetailView(route: route) }
    .onAppear { products.loadIfNeeded(api: api, favorites: favorites) }
  }

  private func reload() {
    products.load(api: api, favorites: favorites)
  }
}
