import AppContract
import Domain
import HeadlessSwiftUI
import ReducerCore
import ReducerRuntime

/// One detail of the Products stack over its element's scope: loading, failure and retry, the
/// product, its favourite toggle and Buy. The checkout the app state presents is its sheet.
struct ProductDetailView: View {
  let store: Store<WithFavorites<ProductDetailFeature.State>, ProductDetailFeature.Action>
  /// The app's optional checkout, which this screen presents while it is there.
  let checkout: Store<CheckoutFeature.State?, AppFeature.Action>

  /// The detail of the stack's element `id`, scoped from the app's store (nothing when the stack
  /// no longer holds it).
  @ViewBuilder
  static func destination(
    _ id: StackElementID, in app: Store<AppFeature.State, AppFeature.Action>
  ) -> some View {
    if let store = app.scope(
      presented: { state in state.path[id: id].map { WithFavorites(screen: $0, favorites: state.favorites) }
      },
      action: { AppFeature.Action.path(.element(id: id, action: $0)) })
    {
      ProductDetailView(store: store, checkout: app.scope(state: \.checkout, action: { $0 }))
    }
  }

  var body: some View {
    let state = store.state
    let detail = state.screen
    VStack {
      if detail.product == .loading {
        ProgressView().accessibilityIdentifier(ElementID.detailLoading)
      }
      if let message = detail.message {
        Text(message).accessibilityIdentifier(ElementID.detailError)
      }
      if detail.product == .failed {
        Button(AppText.retry) { store.send(.retryTapped) }.accessibilityIdentifier(ElementID.detailRetry)
      }
      if let product = detail.product.value {
        Text(product.name).accessibilityIdentifier(ElementID.detailName)
        Text(PriceFormatter.format(product.price)).accessibilityIdentifier(ElementID.detailPrice)
        Text(product.description).accessibilityIdentifier(ElementID.detailDescription)
        Button(
          AppText.favoriteGlyph(
            isFavorite: state.favorites.isFavorite(product.id, fallback: product.isFavorite))
        ) {
          store.send(.favoriteTapped)
        }
        .accessibilityIdentifier(ElementID.detailFavorite)
        .disabled(state.favorites.pending.contains(product.id))
        Button(AppText.buy) { store.send(.buyTapped) }.accessibilityIdentifier(ElementID.detailBuy)
      }
    }
    .navigationTitle(detail.title)
    .screenName(ScreenName.productDetail)
    .onAppear { store.send(.viewWillAppear) }
    .sheet(item: presentedCheckout) { [checkout] shown in
      NavigationStack {
        CheckoutView(store: checkout.scope(state: { $0 ?? shown }, action: { .checkout($0) }))
      }
    }
  }

  /// The checkout sheet's item: the app's checkout state; a swipe that dismisses it tells the
  /// store.
  private var presentedCheckout: Binding<CheckoutFeature.State?> {
    Binding(
      get: { checkout.state },
      set: { [checkout] value in
        if value == nil, checkout.state != nil { checkout.send(.checkoutSwipedAway) }
      })
  }
}
