import AppContract
import Domain
import HeadlessSwiftUI
import MVVMCCore

/// One product: loading, failure and retry, its name, price, description, favourite toggle and
/// Buy. It sends Buy to the view model; its host controller presents the checkout.
struct ProductDetailView: View {
  let viewModel: ProductDetailViewModel

  var body: some View {
    let phase = viewModel.state.phase
    let product: ProductDetail? = if case .loaded(let product) = phase { product } else { nil }
    VStack {
      if phase == .loading {
        ProgressView().accessibilityIdentifier(ElementID.detailLoading)
      }
      if let notice = viewModel.notice {
        Text(notice.text).accessibilityIdentifier(ElementID.detailError)
      }
      if phase == .failed {
        Button(AppText.retry) { viewModel.doAction(.view(.retryTapped)) }
          .accessibilityIdentifier(ElementID.detailRetry)
      }
      if let product {
        Text(product.name).accessibilityIdentifier(ElementID.detailName)
        Text(PriceFormatter.format(product.price)).accessibilityIdentifier(ElementID.detailPrice)
        Text(product.description).accessibilityIdentifier(ElementID.detailDescription)
        Button(AppText.favoriteGlyph(isFavorite: viewModel.isFavorite)) {
          viewModel.doAction(.view(.favoriteTapped))
        }
        .accessibilityIdentifier(ElementID.detailFavorite)
        .disabled(viewModel.isFavoritePending)
        Button(AppText.buy) { viewModel.doAction(.view(.buyTapped)) }
          .accessibilityIdentifier(ElementID.detailBuy)
      }
    }
    .navigationTitle(product?.name ?? "")
    .onAppear { viewModel.doAction(.view(.willAppear)) }
  }
}
