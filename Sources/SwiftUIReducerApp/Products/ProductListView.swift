import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// The Products tab's root over its store scope (the list's state and the app-wide favourites):
/// the list's states, refresh and retry, rows that toggle favourites and open a detail.
struct ProductListView: View {
  let store: Store<WithFavorites<ProductListFeature.State>, ProductListFeature.Action>

  var body: some View {
    let state = store.state
    let list = state.screen
    VStack {
      if list.products == .loading {
        ProgressView().accessibilityIdentifier(ElementID.productsLoading)
      }
      if let message = list.message {
        Text(message).accessibilityIdentifier(ElementID.productsError)
      }
      if list.products == .failed {
        Button(AppText.retry) { store.send(.retryTapped) }.accessibilityIdentifier(ElementID.productsRetry)
      }
      if let loaded = list.products.value {
        if loaded.isEmpty {
          Text(AppText.noProducts).accessibilityIdentifier(ElementID.productsEmpty)
        }
        Button(AppText.refresh) { store.send(.refreshTapped) }.accessibilityIdentifier(
          ElementID.productsRefresh)
        if !loaded.isEmpty {
          List(loaded.indices, id: \.self) { index in
            let product = loaded[index]
            ProductRowView(
              product: product,
              isFavorite: state.favorites.isFavorite(product.id, fallback: product.isFavorite),
              isPending: state.favorites.pending.contains(product.id), store: store
            )
            .onTapGesture { store.send(.productTapped(product.id)) }
            .accessibilityIdentifier(ElementID.productRow(product.id))
          }
          .accessibilityIdentifier(ElementID.productsList)
        }
      }
    }
    .navigationTitle(AppText.productsTitle)
    .screenName(ScreenName.productList)
    .onAppear { store.send(.viewWillAppear) }
  }
}

/// One product of the list: its name, price and favourite toggle (the list makes it a row).
struct ProductRowView: View {
  let product: Product
  let isFavorite: Bool
  let isPending: Bool
  let store: Store<WithFavorites<ProductListFeature.State>, ProductListFeature.Action>

  var body: some View {
    HStack {
      Text(product.name).accessibilityIdentifier(ElementID.productName(product.id))
      Text(PriceFormatter.format(product.price)).accessibilityIdentifier(ElementID.productPrice(product.id))
      Button(AppText.favoriteGlyph(isFavorite: isFavorite)) { store.send(.favoriteTapped(product.id)) }
        .accessibilityIdentifier(ElementID.productFavorite(product.id))
        .disabled(isPending)
    }
  }
}
